/** One outgoing message: plain text plus simple HTML. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, `<id@host>` (the outbox gives each row's mail the same one on every attempt). */
  messageId?: string;
};

export interface Mailer {
  /** Resolves once the message is handed over (SMTP relay accepted it, or the file is written). */
  send(message: MailMessage): Promise<void>;
  /** Human-readable description for the start-up log, e.g. the outbox folder. */
  readonly description: string;
}

/** Every http(s) link in a text body, in order. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
