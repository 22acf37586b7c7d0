/**
 * Two-step sign-in (issue 27 item 1, DECISIONS 45): an authenticator app's 6-digit code every 30
 * seconds (TOTP), or one of 10 one-time backup codes. The request bodies of enrollment, the code at
 * sign-in and the head admins' requirement; the codes as people type them.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './schemas/auth.ts';
import { requiredMessage } from './schemas/fields.ts';
import { secondStepMessages } from './second-step-messages.ts';

/** A code as typed: spaces and dashes people put between the digits left out ('123 456' → '123456'). */
export function normalizeTotpCode(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** A backup code as typed: surrounding spaces left out; better-auth's codes look like 'aB3dE-7fG9h'. */
export function normalizeBackupCode(typed: string): string {
  return typed.trim();
}

/** The app's code: 6 digits; one message, the first that applies. */
const totpCode = z
  .string({ error: secondStepMessages.codeRequired })
  .max(40, secondStepMessages.codeFormat)
  .transform((typed, ctx) => {
    const code = normalizeTotpCode(typed);
    if (/^\d{6}$/.test(code)) return code;
    ctx.addIssue({
      code: 'custom',
      message: code ? secondStepMessages.codeFormat : secondStepMessages.codeRequired,
    });
    return z.NEVER;
  });

const PASSWORD_REQUIRED = requiredMessage('Current password');
const currentPassword = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_REQUIRED);

/** POST /api/account/second-step/enroll: the current password first (better-auth asks for it). */
export const secondStepEnrollSchema = z.object({ currentPassword });
export type SecondStepEnrollRequest = z.input<typeof secondStepEnrollSchema>;

/** POST /api/account/second-step/confirm: the app's first code proves the key was taken. */
export const secondStepConfirmSchema = z.object({ code: totpCode });
export type SecondStepConfirmRequest = z.input<typeof secondStepConfirmSchema>;

/** POST /api/account/second-step/turn-off */
export const secondStepTurnOffSchema = z.object({ currentPassword });
export type SecondStepTurnOffRequest = z.input<typeof secondStepTurnOffSchema>;

/**
 * POST /api/account/sign-in/second-step: the app's code, or one backup code instead (when
 * `backupCode` is given). Answers which of the two it is, the code as typed made plain.
 */
export const secondStepSignInSchema = z
  .object({
    code: z.string().max(40, secondStepMessages.codeFormat).optional(),
    backupCode: z.string().max(40, secondStepMessages.backupCodeIncorrect).optional(),
  })
  .transform((body, ctx) => {
    if (body.backupCode !== undefined) {
      const code = normalizeBackupCode(body.backupCode);
      if (code) return { kind: 'backup' as const, code };
      ctx.addIssue({ code: 'custom', path: ['backupCode'], message: secondStepMessages.backupCodeRequired });
      return z.NEVER;
    }
    const code = normalizeTotpCode(body.code ?? '');
    if (/^\d{6}$/.test(code)) return { kind: 'totp' as const, code };
    const message = code ? secondStepMessages.codeFormat : secondStepMessages.codeRequired;
    ctx.addIssue({ code: 'custom', path: ['code'], message });
    return z.NEVER;
  });
export type SecondStepSignInRequest = z.input<typeof secondStepSignInSchema>;

/** PUT /api/admins/second-step-requirement (head admins). */
export const secondStepRequirementSchema = z.object({ required: z.boolean() });
type SecondStepRequirementRequest = z.input<typeof secondStepRequirementSchema>;
