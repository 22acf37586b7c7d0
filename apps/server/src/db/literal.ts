/**
 * Values written into SQL text as literals, for statements sent as one multi-statement simple-protocol
 * message (which takes no parameters): numbers only when finite, and every string quoted as
 * PostgreSQL reads it whatever `standard_conforming_strings` says: quotes doubled, and when the text
 * holds a backslash, backslashes doubled inside an E'' string (node-postgres's `escapeLiteral` rule,
 * written here so the embedded default does not load the PostgreSQL driver to quote a string).
 */

export function literal(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  const quoted = `'${value.replaceAll("'", "''")}'`;
  return value.includes('\\') ? ` E${quoted.replaceAll('\\', '\\\\')}` : quoted;
}
