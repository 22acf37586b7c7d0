/** Business constants and limits (spec 9, DECISIONS). Money in integer centavos. */

/** The default `APP_TIMEZONE` (DECISIONS 1). */
export const DEFAULT_TIMEZONE = 'Asia/Manila';

export const MEMBERS_PAGE_SIZE = 15;
export const REPORTS_PAGE_SIZE = 10;

/** ₱10,000 total claimed makes a member 'High Claims' in reports. */
export const HIGH_CLAIMS_THRESHOLD_CENTAVOS = 1_000_000;
export const SENIOR_AGE = 60;
export const BENEFICIARY_AGE_LIMIT = 21;
export const MAX_WIVES = 4;
export const MEMBERSHIP_YEARS = 3;
export const REGISTRATION_WINDOW_YEARS = 1;

export const ID_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const SIGNATURE_MAX_BYTES = 2 * 1024 * 1024;

export const EXPORT_YEAR_MIN = 2000;
export const EXPORT_YEAR_MAX = 2100;

export const ALERT_CLOSE_MS = 3000;
export const LOGIN_REDIRECT_MS = 1200;
export const LAYOUT_BREAKPOINT_PX = 900;
export const QR_SCAN_MAX_PER_SECOND = 25;
export const QR_DECODE_TIMEOUT_MS = 10_000;
export const REFERENCE_RANDOM_DIGITS = 4;
/** The earliest date of birth accepted for members and beneficiaries (admins alike). */
export const MIN_BIRTH_DATE = '1900-01-01';
