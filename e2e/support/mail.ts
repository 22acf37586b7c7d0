import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readState } from './state.ts';

/** One message received by the test SMTP listener (stored as `<n>.json` next to the raw `<n>.eml`). */
export interface Mail {
  file: string;
  receivedAt: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export const MAIL_SUBJECTS = {
  verify: 'Verify your email — Calapan City Health Assistance Portal',
  reset: 'Reset your password — Calapan City Health Assistance Portal',
} as const;

// ---------------------------------------------------------------------------------------------------------
// A small MIME reader: enough for what nodemailer sends (multipart/alternative, quoted-printable / base64).

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParam(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*("([^"]*)"|[^;\\s]+)`, 'i').exec(value);
  return match ? (match[2] ?? match[1]) : undefined;
}

function bytesToText(bytes: Buffer, charset: string | undefined): string {
  const label = (charset ?? 'utf-8').toLowerCase();
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(input: string, charset: string | undefined): string {
  const latin1 = input
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return bytesToText(Buffer.from(latin1, 'latin1'), charset);
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`), as used for a subject with an em dash. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return bytesToText(Buffer.from(text, 'base64'), charset);
      return decodeQuotedPrintable(text.replace(/_/g, ' '), charset);
    });
}

function decodeBody(part: Part): string {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const charset = headerParam(contentType, 'charset');
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body, charset);
  if (encoding === 'base64')
    return bytesToText(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'), charset);
  return part.body;
}

function collectBodies(part: Part, out: { text: string; html: string }): void {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = headerParam(contentType, 'boundary');
    if (!boundary) return;
    const delimiter = `--${boundary}`;
    const pieces = part.body.split(delimiter).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      collectBodies(splitPart(piece.replace(/^\r?\n/, '')), out);
    }
    return;
  }
  if (type === 'text/plain' && !out.text) out.text = decodeBody(part);
  else if (type === 'text/html' && !out.html) out.html = decodeBody(part);
}

export function parseMail(raw: string): { from: string; subject: string; text: string; html: string } {
  const root = splitPart(raw);
  const bodies = { text: '', html: '' };
  collectBodies(root, bodies);
  return {
    from: decodeEncodedWords(root.headers.get('from') ?? ''),
    subject: decodeEncodedWords(root.headers.get('subject') ?? ''),
    text: bodies.text.replace(/\r\n/g, '\n'),
    html: bodies.html,
  };
}

// ---------------------------------------------------------------------------------------------------------

async function readMails(mailDir: string): Promise<Mail[]> {
  const names = (await readdir(mailDir)).filter((name) => name.endsWith('.json')).sort();
  const mails: Mail[] = [];
  for (const name of names) {
    try {
      mails.push(JSON.parse(await readFile(join(mailDir, name), 'utf8')) as Mail);
    } catch {
      // written right now: picked up on the next poll
    }
  }
  return mails;
}

export interface MailQuery {
  to: string;
  /** Exact subject, or a pattern. */
  subject?: string | RegExp;
  /** Only mails received at or after this time (ms since epoch). */
  since?: number;
  timeoutMs?: number;
  /** Defaults to the folder of the shared state (the global setup passes it explicitly). */
  mailDir?: string;
}

function matches(mail: Mail, query: MailQuery): boolean {
  const to = query.to.toLowerCase();
  if (!mail.to.some((address) => address.toLowerCase() === to)) return false;
  if (query.since !== undefined && mail.receivedAt < query.since) return false;
  if (query.subject === undefined) return true;
  return typeof query.subject === 'string'
    ? mail.subject === query.subject
    : query.subject.test(mail.subject);
}

/** Polls the mail folder until a matching message arrives; returns the newest match. */
export async function waitForMail(query: MailQuery): Promise<Mail> {
  const mailDir = query.mailDir ?? readState().mailDir;
  const deadline = Date.now() + (query.timeoutMs ?? 15_000);
  for (;;) {
    const mails = await readMails(mailDir);
    const found = mails.filter((mail) => matches(mail, query));
    if (found.length > 0) return found[found.length - 1]!;
    if (Date.now() > deadline) {
      const seen = mails
        .filter((mail) => mail.to.some((a) => a.toLowerCase() === query.to.toLowerCase()))
        .map((mail) => `  "${mail.subject}"`);
      throw new Error(
        `No mail to ${query.to}${query.subject ? ` with subject ${String(query.subject)}` : ''} within ` +
          `${query.timeoutMs ?? 15_000} ms. Mails to that address: ${seen.length ? `\n${seen.join('\n')}` : 'none'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first http(s) link of the text body whose URL contains `pathPart`. */
export function extractLink(mail: Pick<Mail, 'text' | 'subject'>, pathPart: string): string {
  const links = mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  const link = links.map((url) => url.replace(/[).,;\]]+$/, '')).find((url) => url.includes(pathPart));
  if (!link) {
    throw new Error(`No link containing "${pathPart}" in the text body of "${mail.subject}":\n${mail.text}`);
  }
  return link;
}
