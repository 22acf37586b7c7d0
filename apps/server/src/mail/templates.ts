import type { MailMessage } from './mailer.ts';

const PORTAL = 'Calapan City Health Assistance Portal';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function compose(to: string, subject: string, intro: string, action: string, link: string, outro: string) {
  const text = `${intro}\n\n${action}\n${link}\n\n${outro}\n\n— ${PORTAL}\n`;
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action.replace(/:$/, ''))}</a></p>
<p style="word-break:break-all;color:#555">${escapeHtml(link)}</p>
<p>${escapeHtml(outro)}</p>
<p>— ${PORTAL}</p>
</body></html>`;
  return { to, subject, text, html } satisfies MailMessage;
}

export function verificationMail(to: string, link: string): MailMessage {
  return compose(
    to,
    `Verify your email — ${PORTAL}`,
    'Thank you for registering as an administrator of the Calapan City Health Assistance Portal.',
    'Open this link to verify your email address:',
    link,
    'If you did not register, you can ignore this message.',
  );
}

export function resetPasswordMail(to: string, link: string): MailMessage {
  return compose(
    to,
    `Reset your password — ${PORTAL}`,
    'Someone asked to reset the password of your administrator account.',
    'Open this link to choose a new password:',
    link,
    'If you did not ask for this, you can ignore this message; your password stays the same.',
  );
}
