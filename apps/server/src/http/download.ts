import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { countCsvRows } from './access-log.ts';

/** The CSV files' media type (the exports, the import template). */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export type Download = {
  stream: Readable;
  contentType: string;
  /** Bytes, when known: sent as Content-Length (clients show progress, and see a cut-off transfer). */
  size?: number;
  /** Offers the body as a file to save under this name (Content-Disposition: attachment). */
  filename?: string;
  cacheControl?: string;
};

/**
 * Sends a stream of any size without buffering it. The source is always closed: Fastify destroys
 * it when the client goes away mid-transfer, and this also covers the replies that end without
 * reading it (HEAD, an error reply), so no file handle or S3 connection is left open.
 */
export function sendStream(reply: FastifyReply, download: Download): FastifyReply {
  const { stream } = download;
  reply.raw.once('close', () => {
    if (!stream.readableEnded) stream.destroy();
  });
  // A source that fails before the first byte becomes an error reply: not a file to save or cache.
  stream.on('error', () => {
    if (reply.raw.headersSent) return;
    reply.removeHeader('content-disposition');
    reply.removeHeader('cache-control');
  });
  reply.header('Content-Type', download.contentType);
  if (download.size !== undefined) reply.header('Content-Length', String(download.size));
  if (download.filename) reply.header('Content-Disposition', attachment(download.filename));
  if (download.cacheControl) reply.header('Cache-Control', download.cacheControl);
  return reply.send(stream);
}

/**
 * A CSV export (the reports, the claims report, the activity and access logs): streamed as it is
 * read, never cached, offered as `filename`, its records counted for the route's access-log entry.
 */
export function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  stream: Readable,
  filename: string,
): FastifyReply {
  return sendStream(reply, {
    stream: countCsvRows(request, stream),
    contentType: CSV_CONTENT_TYPE,
    filename,
    cacheControl: 'no-store',
  });
}

/**
 * `attachment` with the exact name in RFC 5987 form (`filename*`, read by every current browser)
 * and a plain-ASCII stand-in (`filename`) for older clients.
 */
export function attachment(filename: string): string {
  const name = filename.replace(/\p{Surrogate}/gu, '\uFFFD');
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .replace(/[^ -~]|["\\%]/gu, '_')
    .trim();
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii || 'download'}"; filename*=UTF-8''${encoded}`;
}
