/**
 * Verify (issue 11 item 4): an export file loaded into a throw-away in-memory PGlite, then, table by
 * table, the rows that are there beside the counts of the file's closing comment. The file is the
 * one the browser downloaded, sent back as it is: what is checked is the very file the office keeps.
 */
import { PGlite } from '@electric-sql/pglite';
import type { ExportVerification } from '@portal/domain';
import { quoteIdent } from './tables.ts';

/** Statements are sent to PGlite in groups of about this many characters. */
const CHUNK_CHARS = 1 << 20;

/**
 * Splits SQL text into whole statements as it arrives: a ';' ends a statement unless it is inside a
 * '…' literal (quotes inside are doubled; E'' literals from quote_literal double their backslashes,
 * so a quote is never backslash-escaped), a $tag$…$tag$ body (the claims_history DO blocks) or a
 * '--' comment.
 */
export class StatementSplitter {
  private buffer = '';
  /** Where scanning resumes in `buffer`. */
  private scanned = 0;
  /** Where the statement being read starts in `buffer`. */
  private start = 0;
  private state: 'sql' | 'quote' | 'comment' | 'dollar' = 'sql';
  private dollarTag = '';
  private commentStart = 0;
  /** The comment lines seen outside statements (the closing comment's counts among them). */
  readonly comments: string[] = [];

  /** Adds text; returns the statements it completed. */
  push(text: string): string[] {
    this.buffer = this.buffer.slice(this.start) + text;
    this.scanned -= this.start;
    this.commentStart -= this.start;
    this.start = 0;
    const s = this.buffer;
    const done: string[] = [];
    let i = this.scanned;
    scan: while (i < s.length) {
      const c = s[i]!;
      switch (this.state) {
        case 'comment':
          if (c === '\n') {
            this.state = 'sql';
            this.comments.push(s.slice(this.commentStart, i));
          }
          break;
        case 'quote':
          if (c === "'") this.state = 'sql';
          break;
        case 'dollar':
          if (c === '$') {
            if (s.length - i < this.dollarTag.length) break scan; // the tag may be cut: wait for more
            if (s.startsWith(this.dollarTag, i)) {
              this.state = 'sql';
              i += this.dollarTag.length;
              continue;
            }
          }
          break;
        default:
          if (c === "'") this.state = 'quote';
          else if (c === '-') {
            if (i + 1 >= s.length) break scan;
            if (s[i + 1] === '-') {
              this.state = 'comment';
              this.commentStart = i;
            }
          } else if (c === '$') {
            const tag = /^\$[A-Za-z_0-9]*\$/.exec(s.slice(i, i + 64));
            if (!tag && s.length - i < 64) break scan;
            if (tag) {
              this.state = 'dollar';
              this.dollarTag = tag[0];
              i += tag[0].length;
              continue;
            }
          } else if (c === ';') {
            const statement = s.slice(this.start, i + 1);
            if (statement.replace(/--[^\n]*/g, '').trim() !== ';') done.push(statement);
            this.start = i + 1;
          }
      }
      i += 1;
    }
    this.scanned = i;
    return done;
  }

  /** What is left after the last ';' (a cut-off file leaves an unfinished statement here). */
  rest(): string {
    if (this.state === 'comment') {
      this.comments.push(this.buffer.slice(this.commentStart));
      this.state = 'sql';
    }
    return this.buffer
      .slice(this.start)
      .replace(/--[^\n]*/g, '')
      .trim();
  }
}

/** The closing comment's '--   table: rows' lines after '-- Rows per table:'. */
export function closingCounts(comments: readonly string[]): Map<string, number> | null {
  const start = comments.lastIndexOf('-- Rows per table:');
  if (start < 0) return null;
  const counts = new Map<string, number>();
  for (const line of comments.slice(start + 1)) {
    const match = /^--\s+([a-z_]+): (\d+)$/.exec(line.trim());
    if (match) counts.set(match[1]!, Number(match[2]));
  }
  return counts;
}

/** Loads the file's text (arriving in chunks) into a fresh in-memory PGlite and compares the counts. */
export async function verifyExport(chunks: AsyncIterable<Buffer | string>): Promise<ExportVerification> {
  const db = await PGlite.create();
  const splitter = new StatementSplitter();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  let error: string | null = null;
  try {
    let pending = '';
    const flush = async () => {
      if (pending) await db.exec(pending);
      pending = '';
    };
    try {
      for await (const chunk of chunks) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        bytes += buffer.length;
        for (const statement of splitter.push(decoder.decode(buffer, { stream: true }))) {
          pending += statement;
          if (pending.length >= CHUNK_CHARS) await flush();
        }
      }
      for (const statement of splitter.push(decoder.decode())) pending += statement;
      await flush();
      if (splitter.rest() !== '') error = 'The file ends in the middle of a statement: it was cut off.';
    } catch (cause) {
      error =
        cause instanceof TypeError
          ? 'The file is not UTF-8 text.'
          : `The file did not load: ${(cause as Error).message}`;
    }
    const counts = closingCounts(splitter.comments);
    if (!counts && !error) error = 'The file has no closing comment with the row counts: it was cut off.';
    const names = counts ? [...counts.keys()] : [];
    const tables: ExportVerification['tables'] = [];
    for (const table of names) {
      const expected = counts?.get(table) ?? null;
      const loaded = await db
        .query<{ n: number }>(`select count(*)::int as n from ${quoteIdent(table)}`)
        .then((r) => r.rows[0]?.n ?? 0)
        .catch(() => 0);
      tables.push({ table, expected, loaded, ok: expected === loaded });
    }
    return { ok: error === null && tables.every((t) => t.ok), tables, error, bytes };
  } finally {
    await db.close();
  }
}
