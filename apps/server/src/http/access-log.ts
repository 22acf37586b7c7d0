/**
 * Which routes are personal reads lives on the routes themselves (issue 27 item 3): a route whose
 * definition says `config: { accessLog: 'member.details' }` records one access-log entry per
 * answer below 400, once the answer is sent (or cut off by the client after it began). A route
 * about one member names it by its `:id`; a route about many rows says how many with
 * `noteAccess(request, { rows })` (a stream: `countCsvRows`). The access-log test walks every
 * route so flagged, and fails on a member or download route that is neither flagged nor exempt.
 */
import { type Readable, Transform } from 'node:stream';
import { ACCESS_KIND_SUBJECT, type AccessKind } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessLogWriter } from '../core/access-log.ts';

/** What a handler adds to its route's entry: rows read, a detail, or a more precise kind. */
export type AccessNote = { kind?: AccessKind; rows?: number; detail?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route reads members' personal data: one access-log entry per answer (see http/access-log.ts). */
    accessLog?: AccessKind;
  }
  interface FastifyRequest {
    accessNote: AccessNote | null;
  }
}

export function noteAccess(request: FastifyRequest, note: AccessNote): void {
  request.accessNote = { ...request.accessNote, ...note };
}

/**
 * Counts the records of a CSV stream (lines ending in CRLF outside quotes, less the header) and
 * notes them when it ends. csvLine doubles quotes within a cell, so a quote always toggles.
 */
export function countCsvRows(request: FastifyRequest, stream: Readable): Transform {
  let quoted = false;
  let lines = 0;
  const counter = new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      for (let i = 0; i < text.length; i += 1) {
        const c = text.charCodeAt(i);
        if (c === 34) quoted = !quoted;
        else if (c === 10 && !quoted) lines += 1;
      }
      noteAccess(request, { rows: Math.max(0, lines - 1) });
      done(null, chunk);
    },
  });
  noteAccess(request, { rows: 0 });
  stream.on('error', (error) => counter.destroy(error));
  // A download cut off closes the counter (sendStream): the source is closed with it.
  counter.on('close', () => {
    if (!stream.readableEnded) stream.destroy();
  });
  return stream.pipe(counter);
}

const recorded = Symbol('access recorded');

export function installAccessLog(app: FastifyInstance, writer: AccessLogWriter, now: () => Date): void {
  app.decorateRequest('accessNote', null);

  const record = (request: FastifyRequest, reply: FastifyReply) => {
    const held = request as FastifyRequest & { [recorded]?: true };
    const flagged = request.routeOptions.config.accessLog;
    if (!flagged || held[recorded] || !request.admin) return;
    if (reply.statusCode >= 400 || !reply.raw.headersSent) return;
    held[recorded] = true;
    const note = request.accessNote ?? {};
    const kind = note.kind ?? flagged;
    const aboutMember = ACCESS_KIND_SUBJECT[kind] === 'member';
    const params = request.params as { id?: unknown };
    writer.record({
      at: now(),
      adminId: request.admin.userId,
      kind,
      detail: note.detail ?? null,
      memberId: aboutMember && typeof params.id === 'string' ? params.id : null,
      rows: aboutMember ? null : (note.rows ?? null),
      address: request.ip ?? null,
      route: `${request.method} ${request.routeOptions.url}`,
    });
  };

  // A download the client cuts off still sent personal data: its connection's close records it.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.accessLog) reply.raw.once('close', () => record(request, reply));
  });
  app.addHook('onResponse', async (request, reply) => record(request, reply));
}
