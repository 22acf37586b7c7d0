import { errorResponseSchema } from '@portal/domain';

/** The error answers a route documents, all in the one error shape: `errors(400, 401, 403)`. */
export const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<
    number,
    typeof errorResponseSchema
  >;
