import { messages } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** Refuses bytes that are not UTF-8 instead of storing U+FFFD in their place (DECISIONS 39). */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Text that must be valid UTF-8, or null. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * JSON bodies; an empty body is "no body" (e.g. a bare POST); malformed JSON and bytes that are not
 * UTF-8 are a 400.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : decodeUtf8(body);
    if (text === null) return done(new HttpError(400, 'INVALID_TEXT', messages.textNotAllowed), undefined);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(
        null,
        JSON.parse(text, (key, value) => (key === '__proto__' ? undefined : value)),
      );
    } catch {
      done(new HttpError(400, 'MALFORMED_JSON', messages.invalidInput), undefined);
    }
  });
}
