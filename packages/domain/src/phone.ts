import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * A Philippine mobile number as the portal stores it, `+639XXXXXXXXX` (DECISIONS 43), from any way
 * staff type it (`0917 123 4567`, `+63 917-123-4567`, `639171234567`); null when the text is not a
 * mobile number of the Philippines (a landline, another country, too few digits). The one place the
 * rule lives: registration, Update Member and the outbox's SMS all ask it.
 */
export function philippineMobile(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text, 'PH');
  if (parsed?.country !== 'PH' || !parsed.isValid()) return null;
  // The mobile-only metadata (a third of the full set's size): a landline is not even valid with it.
  if (parsed.getType() !== 'MOBILE') return null;
  return /^\+639\d{9}$/.test(parsed.number) ? parsed.number : null;
}

/** A stored number as screens show it: '+639171234567' → '+63 917 123 4567'; anything else as stored. */
export function displayPhoneNumber(stored: string): string {
  const m = /^\+63(9\d{2})(\d{3})(\d{4})$/.exec(stored);
  return m ? `+63 ${m[1]} ${m[2]} ${m[3]}` : stored;
}
