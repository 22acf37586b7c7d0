import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  addMonths,
  DEFAULT_TIMEZONE,
  type MemberWithBeneficiaries,
  type SpouseOrder,
  todayIn,
} from '@portal/domain';
import QRCode from 'qrcode';
import { fieldLabel, selectOption, uniqueSuffix } from './admins.ts';

/** Today in Manila (DECISIONS 1), as the server and the forms see it. */
export function manilaToday(): string {
  return todayIn(DEFAULT_TIMEZONE, new Date());
}

/** A real PNG (a QR code of `text`): a valid ID picture or signature for uploads. */
export async function pngFixture(text: string, width = 240): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width, margin: 1 });
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Letters only, so names look like names and stay unique between runs and workers. */
export function uniqueName(prefix: string): string {
  const letters = uniqueSuffix()
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x')
    .slice(-8);
  return `${prefix}${letters}`;
}

export interface BeneficiaryData {
  lastName: string;
  firstName: string;
  middleName?: string;
  suffix?: string;
  gender: 'male' | 'female';
  dob: string;
  relationship: 'Spouse' | 'Child' | 'Parent' | 'Sibling' | 'Grandchild' | 'Other';
  relationshipOther?: string;
  pwd: boolean;
  spouseOrder?: SpouseOrder;
}

export interface MemberData {
  idNumber: string;
  lastName: string;
  firstName: string;
  middleName: string;
  suffix?: string;
  maidenName?: string;
  houseStreet: string;
  barangay: string;
  gender: 'male' | 'female' | 'other' | '';
  civilStatus: 'single' | 'married' | 'widowed' | 'separated' | 'divorced' | '';
  phoneNumber: string;
  dob: string;
  registrationDate: string;
  beneficiaries: BeneficiaryData[];
}

/** A fresh member with a unique ID number and last name. */
export function newMember(overrides: Partial<MemberData> = {}): MemberData {
  return {
    idNumber: `ID-${uniqueSuffix().toUpperCase()}`,
    lastName: uniqueName('Dalisay'),
    firstName: 'Juan',
    middleName: 'Bautista',
    houseStreet: '12 Rizal Street',
    barangay: 'Lalud',
    gender: 'male',
    civilStatus: 'married',
    phoneNumber: '+63 917 555 0101',
    dob: '1970-05-15',
    registrationDate: manilaToday(),
    beneficiaries: [],
    ...overrides,
  };
}

export interface RegisteredMember {
  id: string;
  fullName: string;
  referenceNumber: string;
}

async function describe(response: { status(): number; text(): Promise<string> }): Promise<string> {
  return `HTTP ${response.status()}: ${await response.text()}`;
}

/** Registers a member through the API (reference number issued by the server, PNG images). */
export async function registerMemberViaApi(
  api: APIRequestContext,
  member: MemberData,
): Promise<RegisteredMember> {
  const ref = await api.post('/api/members/reference-number');
  expect(ref.status(), await describe(ref)).toBe(200);
  const { referenceNumber } = (await ref.json()) as { referenceNumber: string };
  const png = await pngFixture(`photo ${member.idNumber}`);
  const response = await api.post('/api/members', {
    multipart: {
      data: JSON.stringify({ ...member, referenceNumber }),
      idPicture: { name: 'photo.png', mimeType: 'image/png', buffer: png },
      signature: { name: 'signature.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(response.status(), await describe(response)).toBe(201);
  const body = (await response.json()) as { member: RegisteredMember };
  return body.member;
}

/** A registration date `months` back from today (still inside the one-year window). */
export function monthsAgo(months: number): string {
  return addMonths(manilaToday(), -months);
}

/** The form's section, a region named by its heading. */
export function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** Fills the Member Registration form (the page must be open); does not submit. */
export async function fillMemberForm(
  page: Page,
  member: MemberData,
  images: { idPicture?: Buffer; signature?: Buffer } = {},
): Promise<void> {
  const personal = section(page, 'Personal Information');
  await personal.getByLabel(fieldLabel('ID Number')).fill(member.idNumber);
  await personal.getByLabel(fieldLabel('Last Name')).fill(member.lastName);
  await personal.getByLabel(fieldLabel('First Name')).fill(member.firstName);
  await personal.getByLabel(fieldLabel('Middle Name')).fill(member.middleName);
  if (member.suffix) await personal.getByLabel(fieldLabel('Suffix')).fill(member.suffix);
  const address = section(page, 'Address Information');
  await address.getByLabel(fieldLabel('House No./Street')).fill(member.houseStreet);
  await selectOption(address.getByLabel(fieldLabel('Barangay')), member.barangay);
  const demographics = section(page, 'Demographics');
  if (member.gender) await selectOption(demographics.getByLabel(fieldLabel('Gender')), member.gender);
  if (member.civilStatus)
    await selectOption(demographics.getByLabel(fieldLabel('Civil Status')), member.civilStatus);
  await demographics.getByLabel(fieldLabel('Date of Birth')).fill(member.dob);
  await section(page, 'Contact Information').getByLabel(fieldLabel('Phone Number')).fill(member.phoneNumber);
  const documents = section(page, 'Documents');
  if (images.idPicture) {
    await documents
      .getByLabel(fieldLabel('ID Picture'))
      .setInputFiles({ name: 'id-picture.png', mimeType: 'image/png', buffer: images.idPicture });
    await expect(documents.getByRole('img', { name: 'ID Picture preview' })).toBeVisible();
  }
  if (images.signature) {
    await documents
      .getByLabel(fieldLabel('E-signature'))
      .setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: images.signature });
    await expect(documents.getByRole('img', { name: 'E-signature preview' })).toBeVisible();
  }
  await section(page, 'Membership Information')
    .getByLabel(fieldLabel('Registration Date'))
    .fill(member.registrationDate);
}

/** Fills the beneficiary fields inside `scope` (the registration section or the Add Beneficiary dialog). */
export async function fillBeneficiary(scope: Locator, b: BeneficiaryData): Promise<void> {
  await scope.getByLabel(fieldLabel('Last Name')).fill(b.lastName);
  await scope.getByLabel(fieldLabel('First Name')).fill(b.firstName);
  await scope.getByLabel(fieldLabel('Middle Name')).fill(b.middleName ?? '');
  await scope.getByLabel(fieldLabel('Suffix')).fill(b.suffix ?? '');
  await selectOption(scope.getByLabel(fieldLabel('Gender')), b.gender);
  await scope.getByLabel(fieldLabel('Date of Birth')).fill(b.dob);
  await selectOption(scope.getByLabel(fieldLabel('Relationship')), b.relationship);
  const pwd = scope.getByRole('checkbox', { name: /^PWD/ });
  if (b.pwd) await pwd.check();
  else await pwd.uncheck();
}

/** Waits until the form shows a reference number issued by the server and returns it. */
export async function issuedReference(page: Page): Promise<string> {
  const field = section(page, 'Membership Information').getByLabel(fieldLabel('Reference Number'));
  await expect(field).toHaveValue(/^REF-\d{8}-\d{6}-\d{4}$/);
  return field.inputValue();
}

/** The popup (and any other alert) showing `message`. */
export function alertWith(page: Page, message: string): Locator {
  return page.getByRole('alert').filter({ hasText: message }).first();
}

/** A member card on the Registered / Archived Members page. */
export function memberCard(page: Page, fullName: string): Locator {
  return page.getByRole('article', { name: fullName, exact: true });
}

/** Whether every <img> inside `scope` has loaded real pixels. */
export async function imagesLoaded(scope: Locator): Promise<number[]> {
  return scope.locator('img').evaluateAll((nodes) =>
    nodes.map((node) => {
      const img = node as HTMLImageElement;
      return img.complete ? img.naturalWidth : 0;
    }),
  );
}

export async function getMemberViaApi(api: APIRequestContext, id: string) {
  const response = await api.get(`/api/members/${id}`);
  expect(response.status(), await describe(response)).toBe(200);
  return (await response.json()) as MemberWithBeneficiaries;
}
