/**
 * The server's log. On the embedded default and in development people read it in a terminal, so
 * each line is short and readable ('12:03:04 GET /api/members 200 3.1 ms'), and mail links stand
 * apart. Behind a proxy in production (or with LOG_FORMAT=json) it is one JSON object per line, for
 * a log collector.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './paths.ts';

export type LogFormat = 'pretty' | 'json';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** One readable line per pino record (an error's stack below it). */
export function prettyLine(record: Record<string, unknown>): string {
  const time = new Date(typeof record.time === 'number' ? record.time : Date.now())
    .toTimeString()
    .slice(0, 8);
  const level = Number(record.level ?? 30);
  const tag = level === 30 ? '' : ` ${LEVELS[level] ?? level}`;
  const err = record.err as { stack?: string; message?: string } | undefined;
  const detail = err ? `\n${err.stack ?? err.message ?? ''}` : '';
  return `${time}${tag} ${String(record.msg ?? '')}${detail}\n`;
}

/** A stream that turns pino's JSON lines into readable ones. */
export function prettyStream(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        try {
          out.write(prettyLine(JSON.parse(line)));
        } catch {
          out.write(`${line}\n`);
        }
      }
      done();
    },
  });
}

/** Fastify's logger option for a format and level. */
export function loggerOptions(format: LogFormat, level: string) {
  return format === 'json' ? { level } : { level, stream: prettyStream() };
}

/**
 * In the readable format, one line per answered request instead of Fastify's two JSON records. The
 * web app's files answered as usual (a page, a script, an image: GET/HEAD outside /api, below 400)
 * are logged at `debug`: at the default `info` the log holds the API's work and the mail links, not
 * thousands of static-file lines (LOG_LEVEL=debug shows them).
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const line = `${request.method} ${path} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
    const staticFile =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && reply.statusCode < 400;
    if (staticFile) request.log.debug(line);
    else request.log.info(line);
  });
}

/** A mail link set apart from the request lines, so the README's "find the link in the log" works. */
export function mailNotice(line: string): string {
  const rule = '-'.repeat(72);
  return `\n${rule}\n${line}\n${rule}\n`;
}
