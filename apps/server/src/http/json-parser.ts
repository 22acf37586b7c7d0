import { messages } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** JSON bodies; an empty body is "no body" (e.g. a bare POST), malformed JSON is a 400. */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
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
