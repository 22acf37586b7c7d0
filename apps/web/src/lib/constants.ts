export { LAYOUT_BREAKPOINT_PX, LOGIN_REDIRECT_MS } from '@portal/domain';

/**
 * The date the Terms and Conditions and the Data Privacy Policy were last changed, 'YYYY-MM-DD':
 * `VITE_LEGAL_LAST_UPDATED` when the web app is built, else the date of the current wording.
 */
export const LEGAL_LAST_UPDATED: string = import.meta.env.VITE_LEGAL_LAST_UPDATED || '2026-11-21';
