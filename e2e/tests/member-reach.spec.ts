import {
  CONSENT_WORDING,
  DEFAULT_MESSAGE_TEMPLATES,
  memberFullName,
  messages,
  reachMessages,
} from '@portal/domain';
import { checkAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { fillMemberForm, newMember, pngFixture, section } from '../support/members.ts';
import { fitsWidth, SHOTS } from '../support/screen.ts';

/*
 * Reaching members (issue 25 items 1 and 5; DECISIONS 43): consent and language asked at
 * registration and shown on the profile; head admins edit the message templates with a preview and
 * the SMS parts, and a character outside GSM-7 is refused by name.
 */

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

test('registers a member with SMS consent in Filipino and shows it on the profile', async ({
  page,
  headApi,
}) => {
  await page.goto('/admin/member-registration');
  const member = newMember({ phoneNumber: '0917 555 0142', firstName: 'Liza' });
  const png = await pngFixture(`photo ${member.idNumber}`);
  await fillMemberForm(page, member, { idPicture: png, signature: png });
  const reminders = section(page, 'Reminders');
  await reminders.getByRole('radio', { name: 'Yes, by SMS' }).check();
  await reminders.getByRole('radio', { name: 'Filipino' }).check();
  await expect(reminders.getByTestId('consent-wording')).toHaveText(CONSENT_WORDING.fil);

  // A landline cannot receive SMS: refused on the form with the domain's message.
  await section(page, 'Contact Information')
    .getByLabel(/Phone Number/)
    .fill('(043) 288 1234');
  await page.getByRole('button', { name: 'Register Member' }).click();
  await expect(page.getByText(reachMessages.notAnSmsNumber).first()).toBeVisible();
  await section(page, 'Contact Information')
    .getByLabel(/Phone Number/)
    .fill(member.phoneNumber);

  await page.getByRole('button', { name: 'Register Member' }).click();
  const result = page.getByRole('region', { name: memberFullName(member) });
  await expect(result.getByRole('status')).toHaveText(messages.memberRegistered);
  const list = await headApi.get(`/api/members?search=${encodeURIComponent(member.idNumber)}`);
  const { members } = (await list.json()) as { members: { id: string }[] };
  const id = members[0]!.id;
  const detail = (await (await headApi.get(`/api/members/${id}`)).json()) as Record<string, unknown>;
  const saved = (detail.member ?? detail) as Record<string, unknown>;
  expect(saved).toMatchObject({ phoneNumber: '+639175550142', reminderConsent: 'sms', language: 'fil' });

  await result.getByRole('link', { name: 'Open profile' }).click();
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: '+63 917 555 0142' })).toBeVisible();
  await expect(page.getByTestId('consent-record')).toContainText(`(wording ${CONSENT_WORDING.version})`);
  await expect(facts.filter({ hasText: /^Filipino$/ })).toBeVisible();
  await expect(facts.filter({ hasText: /^SMS/ })).toBeVisible();
});

test('edits a template with its preview and SMS parts, and refuses a character outside GSM-7', async ({
  page,
  headApi,
}, testInfo) => {
  try {
    await page.goto('/admin/messages/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Message templates' })).toBeVisible();
    await page.getByRole('tab', { name: 'Filipino' }).click();
    await checkAxe(page, 'Message templates', testInfo, page.getByRole('tabpanel'));
    await page.getByRole('button', { name: 'Edit SMS: Welcome (Filipino)' }).click();
    const dialog = page.getByRole('dialog');
    const body = dialog.getByLabel('Message');
    await expect(body).toHaveValue(DEFAULT_MESSAGE_TEMPLATES.fil.welcome.sms.body);
    await expect(dialog.getByTestId('preview')).toContainText('Maligayang pagdating, Maria Cristina');
    await expect(dialog.getByTestId('segments')).toContainText('2 SMS parts');

    await body.fill('Bayad: ₱1,200.00, {firstName}');
    await expect(dialog.getByText(reachMessages.templateNotGsm7('₱'))).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(reachMessages.templateNotGsm7('₱'))).toBeVisible();

    await body.fill('Salamat, {firstName}! Bayad: PHP 1,200.00. {officeName}');
    await expect(dialog.getByTestId('preview')).toHaveText(
      'Salamat, Maria Cristina! Bayad: PHP 1,200.00. City Health Office',
    );
    await expect(dialog.getByTestId('segments')).toContainText('1 SMS part');
    await checkAxe(page, 'Template editor', testInfo, dialog);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Template saved.')).toBeVisible();
    await expect(page.getByText('Salamat, {firstName}! Bayad: PHP 1,200.00. {officeName}')).toBeVisible();
  } finally {
    const restore = await headApi.put('/api/message-templates/welcome/sms/fil', {
      data: { body: DEFAULT_MESSAGE_TEMPLATES.fil.welcome.sms.body },
    });
    expect(restore.status()).toBe(200);
  }
});

test('the template editor at 375 px @phone', async ({ page }, testInfo) => {
  await page.goto('/admin/messages/templates');
  await page.getByRole('button', { name: 'Edit SMS: Reminder 30 days before expiry (English)' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('preview')).toContainText('Maria Cristina');
  expect(await fitsWidth(page)).toBe(true);
  await checkAxe(page, 'Template editor (375 px)', testInfo, dialog);
  await page.screenshot({ path: `${SHOTS}/message-template-375.png` });
});
