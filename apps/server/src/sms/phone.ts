import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A Philippine mobile number as the outbox stores it, `+639XXXXXXXXX` (DECISIONS 43), from any way
 * staff type it (`0917 123 4567`, `+63 917-123-4567`, `639171234567`); null when the text is not a
 * mobile number of the Philippines (a landline, another country, too few digits).
 */
export function philippineMobile(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text, 'PH');
  if (parsed?.country !== 'PH' || !parsed.isValid()) return null;
  if (parsed.getType() !== 'MOBILE') return null;
  return /^\+639\d{9}$/.test(parsed.number) ? parsed.number : null;
}
