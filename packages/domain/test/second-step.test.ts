import { describe, expect, it } from 'vitest';
import { isCatalogueMessage } from '../src/message-catalogue.ts';
import { normalizeTotpCode, secondStepConfirmSchema, secondStepSignInSchema } from '../src/second-step.ts';
import { secondStepMessages } from '../src/second-step-messages.ts';
import { sessionMessages } from '../src/session-messages.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the second step’s codes as people type them', () => {
  it('reads the app’s code without the spaces or dashes between its digits', () => {
    expect(normalizeTotpCode(' 123 456 ')).toBe('123456');
    expect(normalizeTotpCode('123-456')).toBe('123456');
    expect(secondStepConfirmSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
  });

  it('refuses a code that is not 6 digits, and none at all, each with its message', () => {
    expect(issues(secondStepConfirmSchema.safeParse({ code: '12345' }))).toEqual([
      ['code', secondStepMessages.codeFormat],
    ]);
    expect(issues(secondStepConfirmSchema.safeParse({ code: '12a456' }))).toEqual([
      ['code', secondStepMessages.codeFormat],
    ]);
    expect(issues(secondStepConfirmSchema.safeParse({ code: '  ' }))).toEqual([
      ['code', secondStepMessages.codeRequired],
    ]);
  });

  it('takes at sign-in either the app’s code or, when given, a backup code', () => {
    expect(secondStepSignInSchema.parse({ code: '654 321' })).toEqual({ kind: 'totp', code: '654321' });
    expect(secondStepSignInSchema.parse({ backupCode: ' aB3dE-7fG9h ' })).toEqual({
      kind: 'backup',
      code: 'aB3dE-7fG9h',
    });
    expect(issues(secondStepSignInSchema.safeParse({}))).toEqual([['code', secondStepMessages.codeRequired]]);
    expect(issues(secondStepSignInSchema.safeParse({ backupCode: '' }))).toEqual([
      ['backupCode', secondStepMessages.backupCodeRequired],
    ]);
  });

  it('says every refusal with a catalogue text (the API passes them on)', () => {
    for (const text of [
      secondStepMessages.codeIncorrect,
      secondStepMessages.secondStepRequiredToContinue,
      secondStepMessages.secondStepReset('Maria Santos'),
      sessionMessages.sessionNotFound,
      sessionMessages.otherSessionsEnded('2 sessions'),
    ]) {
      expect(isCatalogueMessage(text), text).toBe(true);
    }
  });
});
