/** Pieces every API contract uses: the one error shape, plain message answers, ids and paging. */
import { z } from 'zod';
import { plainString } from '../schemas/fields.ts';

/** The one error shape of the API: `{ error: { code, message, fields? } }` with the spec's message. */
export const errorResponseSchema = z.object({
  error: z.object({
    /** A stable machine code, e.g. 'MEMBER_NOT_FOUND'. */
    code: z.string(),
    /** The message to show, word for word from the catalogue. */
    message: z.string(),
    /** One message per field (dotted paths for nested fields, e.g. 'beneficiaries.0.dob'). */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** An answer that is only a confirmation to show, e.g. 'Member archived successfully.'. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A row id in a path. Anything not a UUID simply finds nothing (404), so only the length is bounded. */
export const idParam = () => z.string().max(100);

/** `/…/:id` */
export const idParamsSchema = z.object({ id: idParam() });

/** A 1-based page number in a query string. */
export const pageParam = () => z.coerce.number().int().min(1).max(1_000_000).default(1);

/**
 * A text filter in a query string: trimmed, at most 200 characters, blank means no filter.
 * Control characters (a NUL would make PostgreSQL refuse the query) are invalid input.
 */
export const optionalFilter = () =>
  plainString()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A calendar date 'YYYY-MM-DD' in an answer. */
export const isoDateString = () => z.string().describe('YYYY-MM-DD');

/** An instant in an answer, ISO 8601 with time zone. */
export const instantString = () => z.string().describe('ISO 8601 instant');
