import { messages, userFacingMessage } from '@portal/domain';
import type { z } from 'zod';

/** An error with an HTTP status and the portal's error shape `{error:{code,message,fields?}}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A refused domain check: `{ ok: false, code, message, field? }` as every `validate…` function returns. */
export type FailedCheck = { ok: false; code: string; message: string; field?: string };

/**
 * A domain check's refusal as an HTTP error: its code and message, and the message under its
 * field (behind `fieldPrefix`, e.g. 'beneficiaries.2') when it names one.
 */
export function refused(check: FailedCheck, status = 400, fieldPrefix?: string): HttpError {
  const key = [fieldPrefix, check.field].filter(Boolean).join('.');
  return new HttpError(status, check.code, check.message, key ? { [key]: check.message } : undefined);
}

/**
 * Schema failures in the one error shape: one message per field (dotted path), only catalogue
 * text (a library's default wording becomes `invalidInput`); the top message is the fields' own
 * when they all failed for the same reason (e.g. 'Passwords do not match').
 */
export function invalidInput(
  issues: readonly { path: readonly PropertyKey[]; message?: string }[],
): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= userFacingMessage(issue.message);
  }
  const distinct = new Set(Object.values(fields));
  const message = distinct.size === 1 ? [...distinct][0]! : messages.invalidInput;
  return new HttpError(400, 'INVALID_INPUT', message, fields);
}

/** A request that is not even of the expected form (not JSON, a missing part). */
export const malformed = () => new HttpError(400, 'MALFORMED_REQUEST', messages.invalidInput);

/** `data` parsed by a domain schema, or the schema's refusals as a 400 in the one error shape. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return parsed.data;
}
