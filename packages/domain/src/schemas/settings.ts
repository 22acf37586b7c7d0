/**
 * Request bodies of the Settings page (DECISIONS 53–54), validated by the server and the web forms
 * alike: the office's details (printed on acknowledgment receipts) and the portal's public address
 * (QR codes and links in mails). Service limits have their own body (./claims.ts).
 */
import { z } from 'zod';
import { settingsMessages } from '../settings-messages.ts';
import { optionalText, plainString, requiredText, TEXT_LIMITS, tooLongMessage } from './fields.ts';

/** The most characters each office field takes (DECISIONS 39: an address 300; the name as an institution). */
export const OFFICE_TEXT_LIMITS = {
  name: TEXT_LIMITS.institution,
  address: TEXT_LIMITS.address,
  /** Room for two numbers: '(043) 288-1234 / 0917 123 4567'. */
  phone: 60,
} as const;

/** A phone number has 7 to 15 digits (ITU E.164 at most 15). */
const PHONE_DIGITS = { min: 7, max: 15 } as const;
const PHONE_PART = /^\+?[0-9 ()-]+$/;

/**
 * Whether `value` is one or more contact numbers: each of digits, spaces, parentheses and dashes
 * (a leading + allowed) with 7 to 15 digits; two numbers separated by '/' or ','.
 */
export function isOfficePhone(value: string): boolean {
  return value.split(/[/,]/).every((raw) => {
    const part = raw.trim();
    const digits = part.replace(/[^0-9]/g, '').length;
    return PHONE_PART.test(part) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
  });
}

/** PUT /api/settings/office: the office named on receipts. The contact number may be left blank. */
export const officeDetailsSchema = z.object({
  /** The office's name, e.g. 'City Health Office' (required). */
  name: requiredText(settingsMessages.officeNameLabel, OFFICE_TEXT_LIMITS.name),
  /** The office's address as the letterhead prints it (required). */
  address: requiredText(settingsMessages.officeAddressLabel, OFFICE_TEXT_LIMITS.address),
  /** Contact number(s); blank: none printed. */
  phone: optionalText(OFFICE_TEXT_LIMITS.phone, settingsMessages.officePhoneLabel)
    .refine((value) => value === undefined || isOfficePhone(value), {
      error: settingsMessages.officePhoneInvalid,
    })
    .transform((value) => value ?? ''),
});
export type OfficeDetailsFormInput = z.input<typeof officeDetailsSchema>;
export type OfficeDetails = z.output<typeof officeDetailsSchema>;

/** The longest public address accepted. */
export const PUBLIC_ADDRESS_MAX = 200;

/** `scheme://host[:port]`, an optional trailing '/': nothing else (no path, query, fragment, credentials). */
const ORIGIN_TEXT =
  /^(https?):\/\/(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::([0-9]{1,5}))?\/?$/i;
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

/**
 * `scheme://host[:port]` of an http(s) address that names nothing more than an origin, as a browser
 * writes it (lower case, the scheme's default port left out); null otherwise. '192.168.1.20:3000'
 * without a scheme is not an address.
 */
export function publicAddressOf(text: string): string | null {
  const match = ORIGIN_TEXT.exec(text.trim());
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase();
  const port = match[3];
  if (/^[0-9.]+$/.test(host)) {
    const parts = host.split('.');
    if (parts.length !== 4 || parts.some((part) => part === '' || Number(part) > 255)) return null;
  }
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  const shownPort =
    port === undefined || String(Number(port)) === DEFAULT_PORTS[scheme] ? '' : `:${Number(port)}`;
  return `${scheme}://${host}${shownPort}`;
}

/** The host of an address made by publicAddressOf (or any `scheme://host[:port]…`), lower case. */
function hostOf(address: string): string {
  const match = /^[a-z]+:\/\/(\[[^\]]*\]|[^/:?#]*)/i.exec(address.trim());
  return (match?.[1] ?? '').toLowerCase();
}

/**
 * Whether an address can be reached only from the server's own machine: 'localhost' (and names
 * under it), 127.0.0.1, ::1 or 0.0.0.0. QR codes printed with it are dead links for members
 * (DECISIONS 54). Other loopback addresses (127.0.0.2, …) are not treated as such: they are what a
 * test uses to stand for a LAN address.
 */
export function isLocalOnlyAddress(address: string): boolean {
  const host = hostOf(address);
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '127.0.0.1' ||
    host === '[::1]' ||
    host === '0.0.0.0'
  );
}

/** PUT /api/settings/public-address: the address the head admin confirmed (DECISIONS 54). */
export const publicAddressSchema = z.object({
  /** 'http://192.168.1.20:3000' or 'https://portal.example.gov.ph': scheme, host and port only. */
  address: plainString({ error: settingsMessages.publicAddressInvalid })
    .trim()
    .max(PUBLIC_ADDRESS_MAX, tooLongMessage(PUBLIC_ADDRESS_MAX))
    .transform((value, ctx) => {
      const origin = publicAddressOf(value);
      if (origin === null) {
        ctx.addIssue({ code: 'custom', message: settingsMessages.publicAddressInvalid });
        return z.NEVER;
      }
      return origin;
    }),
});
type PublicAddressInput = z.output<typeof publicAddressSchema>;

/**
 * POST /api/settings/setup: the first-run setup (DECISIONS 54), the office's details and the public
 * address confirmed at once. The address is left out when PUBLIC_URL sets it.
 */
export const firstRunSetupSchema = z.object({
  office: officeDetailsSchema,
  address: publicAddressSchema.shape.address.optional(),
});
export type FirstRunSetupInput = z.output<typeof firstRunSetupSchema>;
export type FirstRunSetupFormInput = z.input<typeof firstRunSetupSchema>;
