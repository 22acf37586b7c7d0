import { describe, expect, it } from 'vitest';
import {
  adminsText,
  adminsTextFil,
  catalogueTextIn,
  createTranslator,
  profileText,
  profileTextFil,
  secondStepMessages,
  secondStepMessagesFil,
  sessionCount,
  sessionMessages,
  sessionMessagesFil,
  settingsMessages,
  settingsMessagesFil,
  settingsText,
  settingsTextFil,
} from '../src/index.ts';

/**
 * Issue 26: My Profile, Administrators and Settings in Filipino — the server's answers of their
 * catalogues found by their English text, and the pages' text catalogues.
 */
describe('accounts and settings in Filipino', () => {
  it('gives two-step sign-in’s answers in Filipino, by text and by template', () => {
    expect(catalogueTextIn(secondStepMessages.codeIncorrect, 'fil')).toBe(
      secondStepMessagesFil.codeIncorrect,
    );
    expect(catalogueTextIn(secondStepMessages.secondStepRequiredToContinue, 'fil')).toBe(
      secondStepMessagesFil.secondStepRequiredToContinue,
    );
    expect(catalogueTextIn(secondStepMessages.secondStepReset('Ana Cruz'), 'fil')).toBe(
      'Na-reset ang two-step sign-in ni Ana Cruz; natapos na ang kanyang mga session.',
    );
  });

  it('gives the sessions’ answers in Filipino, the names and counts kept', () => {
    expect(catalogueTextIn(sessionMessages.sessionNotFound, 'fil')).toBe(sessionMessagesFil.sessionNotFound);
    expect(catalogueTextIn(sessionMessages.adminSessionsEnded('Ana Cruz', sessionCount(2)), 'fil')).toBe(
      'Naka-log out na si Ana Cruz sa lahat ng lugar: natapos ang 2 sessions.',
    );
  });

  it('gives Settings’ refusals in Filipino', () => {
    expect(catalogueTextIn(settingsMessages.settingsHeadAdminOnly, 'fil')).toBe(
      settingsMessagesFil.settingsHeadAdminOnly,
    );
    expect(catalogueTextIn(settingsMessages.publicAddressInvalid, 'fil')).toBe(
      settingsMessagesFil.publicAddressInvalid,
    );
  });

  it('words the pages’ texts, plurals included', () => {
    const profile = createTranslator(profileText);
    profile.add('fil', profileTextFil);
    expect(profile.t('en', 'sessions.endOthersBody', { count: 2 })).toContain('End your 2 other sessions?');
    expect(profile.t('fil', 'page.title')).toBe('Aking Profile');
    const admins = createTranslator(adminsText);
    admins.add('fil', adminsTextFil);
    expect(admins.t('en', 'secondStep.enrolled', { enrolled: 1, count: 3 })).toBe(
      '1 of 3 approved administrators have it on.',
    );
    expect(admins.t('fil', 'pending.title')).toBe('Naghihintay ng pag-apruba');
    const settings = createTranslator(settingsText);
    settings.add('fil', settingsTextFil);
    expect(settings.t('fil', 'setup.checking', { address: 'http://10.0.0.2:3000' })).toBe(
      'Sinusuri ang http://10.0.0.2:3000…',
    );
    expect(catalogueTextIn(settingsText.setup.done, 'fil')).toBe(settingsTextFil.setup.done);
  });
});
