import { messages, outageMessages } from '@portal/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, invalidInput } from './errors.ts';
import {
  isDiskFull,
  isServiceUnavailable,
  isStorageUnavailable,
  RETRY_AFTER_SECONDS,
} from './unavailable.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/**
 * PostgreSQL refusals caused by the input alone (a NUL in text, bad encoding, a malformed value or
 * date, a field out of range): bad input, not a fault. The schemas refuse these earlier; this is the
 * backstop.
 */
const INVALID_INPUT_SQLSTATES = new Set(['22021', '22P05', '22P02', '22007', '22008']);

/** The SQLSTATE of a database error, also when wrapped (Drizzle puts the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const body = (code: string, message: string, fields?: Record<string, string>): ErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});

/**
 * One error shape for the whole API. Bad input is always a 4xx; only real faults are 500s (and logged).
 * A zod failure lists one message per field; its top-level message is that message when every field
 * failed for the same reason (e.g. 'Passwords do not match'), otherwise `messages.invalidInput`.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known =
      error instanceof HttpError
        ? error
        : hasZodFastifySchemaValidationErrors(error)
          ? invalidInput(
              error.validation.map((issue) => ({
                path: issue.instancePath.split('/').filter(Boolean),
                message: issue.message,
              })),
            )
          : null;
    if (known) {
      if (known.headers) reply.headers(known.headers);
      return reply.status(known.statusCode).send(body(known.code, known.message, known.fields));
    }
    // Before the database's check: a refused connection to the S3 store reads like one to the database.
    if (isStorageUnavailable(error)) {
      request.log.warn({ err: error }, 'file store unreachable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(body('STORAGE_UNAVAILABLE', outageMessages.storageUnavailable));
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'disk full: answered 507');
      return reply.status(507).send(body('DISK_FULL', outageMessages.diskFull));
    }
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, 'database unreachable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(body('SERVICE_UNAVAILABLE', messages.serviceUnavailable));
    }
    const state = sqlState(error);
    if (state && INVALID_INPUT_SQLSTATES.has(state)) {
      return reply.status(400).send(body('INVALID_INPUT', messages.invalidInput));
    }
    if (!isResponseSerializationError(error as never)) {
      const status = error.statusCode ?? 500;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
        return reply.status(413).send(body('PAYLOAD_TOO_LARGE', messages.requestTooLarge));
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
        return reply.status(415).send(body('UNSUPPORTED_MEDIA_TYPE', messages.unsupportedMediaType));
      }
      if (error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError) {
        return reply.status(400).send(body('MALFORMED_REQUEST', messages.invalidInput));
      }
      if (status >= 400 && status < 500) {
        return reply
          .status(status)
          .send(
            body(
              status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
              status === 404 ? messages.notFound : messages.invalidInput,
            ),
          );
      }
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('INTERNAL_ERROR', messages.genericError));
  });
}

/**
 * Fastify's `frameworkErrors` option: errors Fastify answers before any route or error handler runs
 * (a URL that is not valid percent-encoding, FST_ERR_BAD_URL; a failing route constraint). Without it
 * Fastify writes its own body; with it they get the one error shape too.
 */
export function frameworkErrorReply(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply
    .status(status)
    .send(
      status === 404
        ? body('NOT_FOUND', messages.notFound)
        : body(error.code === 'FST_ERR_BAD_URL' ? 'MALFORMED_REQUEST' : 'BAD_REQUEST', messages.invalidInput),
    );
}

export function notFoundBody(): ErrorBody {
  return body('NOT_FOUND', messages.notFound);
}
