/**
 * Values written into SQL text as literals, for statements sent as one multi-statement simple-protocol
 * message (which takes no parameters): numbers only when finite, and every string through
 * node-postgres's `escapeLiteral` (quotes doubled; backslashes doubled in an E'' string).
 */
import pg from 'pg';

export function literal(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return pg.escapeLiteral(value);
}
