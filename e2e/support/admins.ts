import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { messages } from '@portal/domain';
import { extractLink, MAIL_SUBJECTS, waitForMail } from './mail.ts';

export type AdminRole = 'head_admin' | 'admin_assistant' | 'other';

export interface AdminData {
  firstName: string;
  middleName: string;
  lastName: string;
  dob: string;
  gender: 'male' | 'female';
  civilStatus: 'single' | 'married' | 'widowed' | 'separated' | 'divorced';
  contactNumber: string;
  username: string;
  email: string;
  password: string;
  role: AdminRole;
}

/** Meets the password policy (8+ characters, 4 character classes). */
export const STRONG_PASSWORD = 'Calapan#2024ok';

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** A fresh admin with a unique username and email. */
export function newAdmin(overrides: Partial<AdminData> = {}): AdminData {
  const suffix = uniqueSuffix();
  return {
    firstName: 'Maria',
    middleName: 'Reyes',
    lastName: 'Santos',
    dob: '1988-04-12',
    gender: 'female',
    civilStatus: 'single',
    contactNumber: '+63 917 123 4567',
    username: `e2e_${suffix}`,
    email: `e2e.${suffix}@example.com`,
    password: STRONG_PASSWORD,
    role: 'admin_assistant',
    ...overrides,
  };
}

/** The POST /api/account/register body for an admin. */
export function registrationBody(admin: AdminData) {
  return {
    firstName: admin.firstName,
    middleName: admin.middleName,
    lastName: admin.lastName,
    dob: admin.dob,
    gender: admin.gender,
    civilStatus: admin.civilStatus,
    contactNumber: admin.contactNumber,
    username: admin.username,
    email: admin.email,
    password: admin.password,
    confirmPassword: admin.password,
    role: admin.role,
    consents: { terms: true, privacy: true, processing: true, professional: true, security: true },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Through the API

async function describe(response: { status(): number; text(): Promise<string> }): Promise<string> {
  return `HTTP ${response.status()}: ${await response.text()}`;
}

export async function registerAdminViaApi(request: APIRequestContext, admin: AdminData): Promise<void> {
  const response = await request.post('/api/account/register', { data: registrationBody(admin) });
  expect(response.status(), await describe(response)).toBe(201);
}

/** Waits for the verification mail and returns its link. */
export async function verificationLink(email: string, mailDir?: string): Promise<string> {
  const mail = await waitForMail({
    to: email,
    subject: MAIL_SUBJECTS.verify,
    ...(mailDir ? { mailDir } : {}),
  });
  return extractLink(mail, '/api/auth/verify-email');
}

/** Opens the verification link without a browser (the server verifies, then redirects). */
export async function verifyEmailViaApi(
  request: APIRequestContext,
  email: string,
  mailDir?: string,
): Promise<void> {
  const link = await verificationLink(email, mailDir);
  const response = await request.get(link, { maxRedirects: 0 });
  expect(response.status(), await describe(response)).toBeLessThan(400);
}

export async function signInViaApi(
  request: APIRequestContext,
  login: string,
  password: string,
): Promise<void> {
  const response = await request.post('/api/account/sign-in', { data: { login, password } });
  expect(response.status(), await describe(response)).toBe(200);
}

interface AdminProfile {
  id: string;
  email: string;
  approvalStatus: string;
  isHeadAdmin: boolean;
}

export async function findAdmin(
  headApi: APIRequestContext,
  email: string,
): Promise<AdminProfile | undefined> {
  const response = await headApi.get('/api/admins');
  expect(response.status(), await describe(response)).toBe(200);
  const { admins } = (await response.json()) as { admins: AdminProfile[] };
  return admins.find((admin) => admin.email.toLowerCase() === email.toLowerCase());
}

/** Approves a pending admin with the head admin's API session. */
export async function approveAdmin(headApi: APIRequestContext, email: string): Promise<void> {
  const admin = await findAdmin(headApi, email);
  expect(admin, `admin ${email} in GET /api/admins`).toBeDefined();
  const response = await headApi.post(`/api/admins/${admin!.id}/approve`);
  expect(response.status(), await describe(response)).toBe(200);
}

/** Register + verify + approve, all through the API: a ready-to-use admin. */
export async function createApprovedAdmin(
  request: APIRequestContext,
  headApi: APIRequestContext,
  overrides: Partial<AdminData> = {},
): Promise<AdminData> {
  const admin = newAdmin(overrides);
  await registerAdminViaApi(request, admin);
  await verifyEmailViaApi(request, admin.email);
  await approveAdmin(headApi, admin.email);
  return admin;
}

// ---------------------------------------------------------------------------------------------------------
// Through the UI

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches a field label exactly, allowing the required-field asterisk Mantine appends. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*\\*?\\s*$`);
}

export function startsWith(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}`);
}

/** Picks a <select> option by value or visible text, case-insensitively. */
export async function selectOption(select: Locator, wanted: string): Promise<void> {
  const options = await select.locator('option').evaluateAll((nodes) =>
    nodes.map((node) => ({
      value: (node as HTMLOptionElement).value,
      label: node.textContent?.trim() ?? '',
    })),
  );
  const lower = wanted.toLowerCase();
  const hit = options.find((o) => o.value.toLowerCase() === lower || o.label.toLowerCase() === lower);
  await select.selectOption(hit ? hit.value : wanted);
}

export const ROLE_RADIO_LABELS: Record<AdminRole, string> = {
  head_admin: 'Head Administrator',
  admin_assistant: 'Administrative Assistant',
  other: 'Other',
};

export const CONSENT_LABELS = [
  'I agree to the Terms and Conditions',
  'I agree to the Data Privacy Policy',
  'I consent to the processing of my personal data',
  'I accept my professional responsibility',
  'I will follow the security obligations',
] as const;

/** Fills every field of /register (the page must be open); does not submit. */
export async function fillRegistrationForm(
  page: Page,
  admin: AdminData,
  confirmPassword = admin.password,
): Promise<void> {
  await page.getByLabel(fieldLabel('First name')).fill(admin.firstName);
  await page.getByLabel(fieldLabel('Middle name')).fill(admin.middleName);
  await page.getByLabel(fieldLabel('Last name')).fill(admin.lastName);
  await page.getByLabel(fieldLabel('Date of birth')).fill(admin.dob);
  await selectOption(page.getByLabel(fieldLabel('Gender')), admin.gender);
  await selectOption(page.getByLabel(fieldLabel('Civil status')), admin.civilStatus);
  await page.getByLabel(fieldLabel('Contact number')).fill(admin.contactNumber);
  await page.getByLabel(fieldLabel('Username')).fill(admin.username);
  await page.getByLabel(fieldLabel('Email')).fill(admin.email);
  await page.getByLabel(fieldLabel('Password')).fill(admin.password);
  await page.getByLabel(fieldLabel('Confirm password')).fill(confirmPassword);
  await page.getByRole('radio', { name: ROLE_RADIO_LABELS[admin.role], exact: true }).check();
  for (const consent of CONSENT_LABELS) {
    await page.getByRole('checkbox', { name: startsWith(consent) }).check();
  }
}

export function alert(page: Page, message: string): Locator {
  return page.getByRole('alert').filter({ hasText: message });
}

/** Registers through /register and waits for the success message. */
export async function registerAdminViaUi(page: Page, admin: AdminData): Promise<void> {
  await page.goto('/register');
  await fillRegistrationForm(page, admin);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  // Every later admin (the first is the global setup's head admin) hears that a Head Administrator reviews it.
  await expect(
    alert(page, `${messages.registrationSuccess} ${messages.registrationAwaitingNext}`),
  ).toBeVisible();
}

/** Opens /login, fills the form and presses Login; the caller checks the outcome. */
export async function submitLogin(page: Page, login: string, password: string): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel(fieldLabel('Username or email')).fill(login);
  await page.getByLabel(fieldLabel('Password')).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Signs in through /login and waits until the dashboard is shown. */
export async function signInViaUi(page: Page, login: string, password: string): Promise<void> {
  await submitLogin(page, login, password);
  await expect(alert(page, messages.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A new approved admin of its own (createApprovedAdmin), signed in through /login (signInViaUi). */
export async function signInAsNewAdmin(
  page: Page,
  request: APIRequestContext,
  headApi: APIRequestContext,
  overrides: Partial<AdminData> = {},
): Promise<AdminData> {
  const admin = await createApprovedAdmin(request, headApi, overrides);
  await signInViaUi(page, admin.username, admin.password);
  return admin;
}
