import { messageListLabels as L, messageListMessages as M, MESSAGE_KIND_LABELS } from '@portal/domain';
import { fieldLabel, selectOption } from '../support/admins.ts';
import { checkAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { openInApp } from '../support/navigate.ts';
import { fitsWidth, SHOTS } from '../support/screen.ts';

/*
 * Issue 25 item 6: head admins see every message of the outbox on Messages, filter it, send a failed
 * one again and cancel a queued one; the member profile lists the member's messages; the renewal
 * worklist says who was reminded. The global setup wrote the Wawa member's three messages.
 */

test('Messages lists, filters, sends again and cancels; the profile and the worklist show the member’s', async ({
  page,
  context,
  portal,
  useHeadAdminSession,
}, testInfo) => {
  // Four pages, two widths and axe five times: more than the usual minute on a busy machine.
  test.setTimeout(150_000);
  await useHeadAdminSession(context);
  const member = portal.dueMembers.find((m) => m.barangay === 'Wawa')!;

  await page.goto(`/admin/messages?member=${member.referenceNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: M.messagesTitle, exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: L.tableCaption });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(MESSAGE_KIND_LABELS.renewal_7!);
  await expect(rows.nth(2)).toContainText(MESSAGE_KIND_LABELS.renewal_30!);
  await expect(rows.nth(3)).toContainText('ECONNREFUSED');
  await checkAxe(page, 'Messages', testInfo);
  await page.screenshot({ path: `${SHOTS}/messages-1280.png`, fullPage: true });

  // Failed only, then send it again: asked first, queued, gone from the failed ones.
  await selectOption(page.getByLabel(fieldLabel(L.status)), 'failed');
  await expect(page).toHaveURL(/status=failed/);
  await expect(rows).toHaveCount(2);
  await rows
    .nth(1)
    .getByRole('button', { name: /^Send again/ })
    .click();
  const dialog = page.getByRole('dialog', { name: M.retryConfirmTitle });
  await expect(dialog).toBeVisible();
  await checkAxe(page, 'Send again dialog', testInfo, dialog);
  await dialog.getByRole('button', { name: M.retryAction }).click();
  await expect(page.getByText(M.messageRetried)).toBeVisible();
  await expect(page.getByText(M.noMatchingMessages)).toBeVisible();

  // Queued only, then cancel it.
  await selectOption(page.getByLabel(fieldLabel(L.status)), 'queued');
  await expect(page).toHaveURL(/status=queued/);
  const queued = rows.filter({ hasText: MESSAGE_KIND_LABELS.renewal_7! });
  await expect(queued).toHaveCount(1);
  await queued.getByRole('button', { name: /^Cancel/ }).click();
  const cancel = page.getByRole('dialog', { name: M.cancelConfirmTitle });
  await cancel.getByRole('button', { name: M.cancelAction }).click();
  await expect(page.getByText(M.messageCancelled)).toBeVisible();
  await expect(queued).toHaveCount(0);

  // Every status again: the e-mail went (the outbox folder took it), the SMS is cancelled.
  await page.getByRole('button', { name: L.clearFilters }).click();
  await page.getByLabel(fieldLabel(L.member)).fill(member.referenceNumber);
  await expect(async () => {
    await page.reload();
    await expect(rows.filter({ hasText: MESSAGE_KIND_LABELS.renewal_60! })).toContainText('Sent', {
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(rows.filter({ hasText: MESSAGE_KIND_LABELS.renewal_7! })).toContainText('Cancelled');

  // A phone: cards, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('listitem').filter({ hasText: MESSAGE_KIND_LABELS.renewal_30! })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await checkAxe(page, 'Messages at 375 px', testInfo);
  await page.screenshot({ path: `${SHOTS}/messages-375.png`, fullPage: true });
  await page.setViewportSize({ width: 900, height: 900 });
  await expect(page.getByRole('listitem').filter({ hasText: MESSAGE_KIND_LABELS.renewal_30! })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/messages-900.png`, fullPage: true });

  // The profile's section.
  await openInApp(page, `/admin/member/${member.id}`);
  const section = page.getByRole('region', { name: M.memberMessagesTitle });
  await expect(section.getByRole('row')).toHaveCount(4);
  await expect(section.getByRole('link', { name: M.seeAllMessages })).toBeVisible();
  await checkAxe(page, 'Member messages', testInfo, section);
  await section.screenshot({ path: `${SHOTS}/messages-profile-900.png` });

  // The worklist: reminded by SMS two days ago.
  await openInApp(page, '/admin/membership-renewals/worklist?barangay=Wawa');
  const sheet = page.getByRole('article', { name: 'Membership renewal worklist' });
  await expect(sheet.getByRole('row').filter({ hasText: member.fullName })).toContainText(
    'Reminded by SMS on',
  );
});
