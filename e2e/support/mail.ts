import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
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

/** What the SMTP listener keeps of a message besides the envelope. */
export type ParsedMail = Pick<Mail, 'from' | 'subject' | 'text' | 'html'>;

/**
 * Reads a raw message with mailparser. Only the bodies the message itself has: no text made from the
 * HTML part or HTML from the text part, so a mail without a plain-text part fails extractLink loudly.
 */
export async function parseMail(raw: Buffer | string): Promise<ParsedMail> {
  const parsed = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
  });
  return {
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
    html: parsed.html || '',
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
