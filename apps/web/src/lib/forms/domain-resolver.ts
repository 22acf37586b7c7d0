import { type FormErrors, schemaResolver } from '@mantine/form';
import { messages, userFacingMessage } from '@portal/domain';

/** A domain zod schema; zod 4 implements Standard Schema, which Mantine's resolver reads. */
type DomainSchema = Parameters<typeof schemaResolver>[0];

/**
 * A Mantine form validator from one of the domain's zod schemas: the first issue of each field,
 * keyed by its path ('consents.terms'), in the schema's order. Only the catalogue's messages
 * reach the screen; anything else (a library's default text) becomes messages.invalidInput, as
 * the server does.
 */
export function domainResolver<Values>(schema: DomainSchema): (values: Values) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([path, message]) => [
        path,
        userFacingMessage(typeof message === 'string' ? message : null),
      ]),
    );
}

/** The first field with an error, in `order` when given, else in the errors' own order. */
export function firstError(
  errors: FormErrors,
  order: readonly string[] = Object.keys(errors),
): { path: string; message: string } | null {
  for (const path of order) {
    const message = errors[path];
    if (typeof message === 'string' && message) return { path, message };
  }
  return null;
}

/**
 * The one message of a refusal of several fields, as the server words it: their message when they
 * share one ('ID Number and Last Name are required.'), otherwise messages.invalidInput.
 */
export function refusalMessage(errors: FormErrors): string {
  const distinct = new Set(Object.values(errors).filter((message) => typeof message === 'string'));
  return distinct.size === 1 ? String([...distinct][0]) : messages.invalidInput;
}
