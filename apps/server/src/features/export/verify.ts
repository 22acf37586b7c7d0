/**
 * Verify (issue 11 item 4): an export file loaded into a scratch database made for it on the
 * portal's own PostgreSQL server (`portal_verify_<random>`, dropped again at the end), then, table
 * by table, the rows that are there beside the counts of the file's closing comment. The file is the
 * one the browser downloaded, sent back as it is: what is checked is the very file the office keeps.
 *
 * The file runs on the real server with the portal's role, so only what an export writes is run
 * (`exportStatement`): the header's SETs, BEGIN and COMMIT, CREATE TABLE IF NOT EXISTS of plain
 * columns, multi-row INSERTs of literals and the claims_history DO block around one. Any other
 * statement (a function call, COPY, a role or database command) stops the load before it is sent.
 */
import { randomBytes } from 'node:crypto';
import { type ExportVerification, messages } from '@portal/domain';
import pg from 'pg';
import type { Database } from '../../db/index.ts';
import { quoteIdent } from './tables.ts';

/** Statements are sent to the scratch database in messages of about this many characters. */
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

/** An identifier as an export writes it (quoteIdent of the portal's lower-case names). */
const IDENT = '"[a-z_][a-z0-9_]*"';
/**
 * The column types an export writes (Drizzle's SQL types of the exported columns, and a few more a
 * later schema may add): built-in type names only, so creating a column runs nothing else.
 */
const TYPE =
  '(?:text|uuid|date|boolean|smallint|integer|bigint|real|double precision|jsonb|json|bytea|inet|interval' +
  '|numeric(?:\\(\\d+(?:, ?\\d+)?\\))?|(?:varchar|character varying|char|character)(?:\\(\\d+\\))?' +
  '|(?:timestamp|time)(?: with(?:out)? time zone)?)(?:\\[\\])?';
const HEADER_STATEMENTS = new Set([
  "SET client_encoding = 'UTF8';",
  'SET standard_conforming_strings = on;',
  "SET datestyle = 'ISO, MDY';",
  'BEGIN;',
  'COMMIT;',
]);
const CREATE_TABLE = new RegExp(
  `^CREATE TABLE IF NOT EXISTS ${IDENT} \\(\\n(?:  ${IDENT} ${TYPE}(?: NOT NULL)?,\\n)+  PRIMARY KEY \\(${IDENT}(?:, ${IDENT})*\\)\\n\\);$`,
);
const INSERT_HEAD = new RegExp(`^INSERT INTO (${IDENT}) \\(${IDENT}(?:, ${IDENT})*\\) VALUES\\n`);
const INSERT_END = '\nON CONFLICT DO NOTHING;';
/**
 * One value of a tuple as quote_nullable writes it: NULL, a '…' literal (quotes doubled; with
 * standard_conforming_strings on, a backslash is a plain character) or an E'…' literal, lexed as
 * PostgreSQL lexes it (a backslash escapes the next character).
 */
const VALUE = /NULL|'[^']*(?:''[^']*)*'|E'[^'\\]*(?:(?:\\[\s\S]|'')[^'\\]*)*'/y;
const DO_HEAD =
  /^DO (\$rows[0-9]*\$) BEGIN IF \(SELECT relkind FROM pg_class WHERE oid = to_regclass\('claims_history'\)\) = 'r' THEN\n/;

/** `INSERT INTO "t" (…) VALUES\n(…),\n(…)\nON CONFLICT DO NOTHING;`, every value a literal; its table. */
function insertOf(text: string): string | null {
  const head = INSERT_HEAD.exec(text);
  if (!head) return null;
  let i = head[0].length;
  for (;;) {
    if (text[i] !== '(') return null;
    i += 1;
    for (;;) {
      VALUE.lastIndex = i;
      const value = VALUE.exec(text);
      if (!value) return null;
      i += value[0].length;
      if (text[i] === ',') i += 1;
      else if (text[i] === ')') break;
      else return null;
    }
    i += 1;
    if (text.startsWith(',\n', i)) i += 2;
    else return text.slice(i) === INSERT_END ? head[1]! : null;
  }
}

/**
 * The statement as it is sent (leading blank lines and '--' comments left out) when it is one an
 * export writes, else null. Only the returned text is run, so what runs is what was checked.
 */
export function exportStatement(statement: string): string | null {
  // Whitespace and '--' comments as PostgreSQL reads them: a comment ends at \n or \r.
  const body = statement.replace(/^(?:[ \t\n\r\f]|--[^\n\r]*)*/, '');
  if (HEADER_STATEMENTS.has(body) || CREATE_TABLE.test(body)) return body;
  if (insertOf(body)) return body;
  const block = DO_HEAD.exec(body);
  if (!block) return null;
  const tag = block[1]!;
  const end = `\nEND IF; END ${tag};`;
  if (!body.endsWith(end)) return null;
  const inner = body.slice(block[0].length, -end.length);
  // The tag must not occur inside: it would end the block's body there.
  return !inner.includes(tag) && insertOf(inner) === '"claims_history"' ? body : null;
}

/** The statement is not one an export writes. */
class NotAnExport extends Error {}

/** How to reach database `name` on the server `connection` reaches: a URL's path or `database`. */
export function connectionTo(connection: pg.ClientConfig, name: string): pg.ClientConfig {
  const { connectionString, ...rest } = connection;
  if (connectionString === undefined) return { ...rest, database: name };
  const url = new URL(connectionString);
  if (url.protocol === 'socket:') url.searchParams.set('db', name);
  else url.pathname = `/${encodeURIComponent(name)}`;
  return { ...rest, connectionString: url.toString() };
}

/**
 * A new empty database on the portal's server, or null when the role may not create one (42501: a
 * DATABASE_URL role without CREATEDB). From template0: nothing another session holds, nothing added
 * to template1.
 */
async function createScratch(database: Database): Promise<string | null> {
  const name = `portal_verify_${randomBytes(8).toString('hex')}`;
  try {
    await database.pool.query(`create database ${quoteIdent(name)} template template0`);
  } catch (error) {
    if ((error as { code?: unknown }).code === '42501') return null;
    throw error;
  }
  return name;
}

/**
 * Loads the file's text (arriving in chunks) into a scratch database on the portal's server and
 * compares the counts; the scratch database is dropped whatever happens (`log` hears if it cannot be).
 */
export async function verifyExport(
  database: Database,
  chunks: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  log: (error: unknown, context: string) => void = () => undefined,
): Promise<ExportVerification> {
  let bytes = 0;
  const scratch = await createScratch(database);
  if (scratch === null) {
    // The upload is still read to its end, so the answer reaches a client that is still sending.
    for await (const chunk of chunks) bytes += Buffer.byteLength(chunk);
    return { ok: false, tables: [], error: messages.verifyNeedsCreatedb, bytes };
  }
  const client = new pg.Client(connectionTo(database.connection, scratch));
  // A connection the server ends (the drop below, a restart) must not bring the process down.
  client.on('error', () => undefined);
  try {
    await client.connect();
    // The lexing `exportStatement` checks against, whatever the server's default (a file may leave
    // out its own SET).
    await client.query('set standard_conforming_strings = on');
    const splitter = new StatementSplitter();
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let error: string | null = null;
    let pending = '';
    const flush = async () => {
      if (pending) await client.query(pending);
      pending = '';
    };
    const add = (statement: string) => {
      const text = exportStatement(statement);
      if (text === null) throw new NotAnExport();
      pending += `${text}\n`;
    };
    try {
      for await (const chunk of chunks) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        bytes += buffer.length;
        for (const statement of splitter.push(decoder.decode(buffer, { stream: true }))) {
          add(statement);
          if (pending.length >= CHUNK_CHARS) await flush();
        }
      }
      for (const statement of splitter.push(decoder.decode())) add(statement);
      await flush();
      if (splitter.rest() !== '') error = messages.verifyCutOff;
    } catch (cause) {
      error =
        cause instanceof NotAnExport
          ? messages.verifyNotAnExport
          : cause instanceof TypeError
            ? messages.verifyNotUtf8
            : messages.verifyDidNotLoad((cause as Error).message);
    }
    const counts = closingCounts(splitter.comments);
    if (!counts && !error) error = messages.verifyNoCounts;
    const names = counts ? [...counts.keys()] : [];
    const tables: ExportVerification['tables'] = [];
    for (const table of names) {
      const expected = counts?.get(table) ?? null;
      const loaded = await client
        .query<{ n: number }>(`select count(*)::int as n from ${quoteIdent(table)}`)
        .then((r) => r.rows[0]?.n ?? 0)
        .catch(() => 0);
      tables.push({ table, expected, loaded, ok: expected === loaded });
    }
    return { ok: error === null && tables.every((t) => t.ok), tables, error, bytes };
  } finally {
    await client.end().catch(() => undefined);
    await database.pool
      .query(`drop database if exists ${quoteIdent(scratch)} with (force)`)
      .catch((error: unknown) => log(error, `Verify could not drop its scratch database ${scratch}`));
  }
}
