/**
 * Filipino of session-messages.ts (issue 26), key for key; terms as in GLOSSARY-fil.md ("session"
 * stays English). A message function's arguments are `{{0}}`, `{{1}}`, … by position.
 */
import type { sessionMessages } from '../session-messages.ts';
import type { CatalogueOf } from './catalogue.ts';

export const sessionMessagesFil: CatalogueOf<typeof sessionMessages> = {
  thisBrowser: 'Ang browser na ito',
  sessionEnded: 'Natapos ang session: naka-log out na ang browser na iyon.',
  otherSessionsEnded: 'Naka-log out na sa lahat ng iba pang lugar: natapos ang {{0}}.',
  noOtherSessions: 'Hindi ka naka-log in sa iba pang lugar.',
  sessionNotFound: 'Tapos na ang session na iyon.',
  currentSessionNotEnded: 'Ito ang browser na ginagamit mo: para tapusin ang session nito, mag-log out.',
  adminSessionsEnded: 'Naka-log out na si {{0}} sa lahat ng lugar: natapos ang {{1}}.',
  adminHasNoSessions: 'Hindi naka-log in si {{0}} saanman.',
  ownSessionsOnProfile: 'Para tapusin ang sarili mong mga session, gamitin ang My Profile.',
  sessionEndedActivity: 'Tinapos ang isang session ({{0}})',
  otherSessionsEndedActivity: 'Tinapos ang kanyang iba pang session ({{0}})',
  adminSessionsEndedActivity: 'Tinapos ang bawat session ng administrator na si {{0}} ({{1}})',
};
