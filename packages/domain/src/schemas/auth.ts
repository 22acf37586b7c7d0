/**
 * Request bodies of the account and administrator API (/api/account/*, /api/admins*).
 * The server validates with these; the web app can reuse them for instant feedback.
 */
import { z } from 'zod';
import { ADMIN_ROLES } from '../admins.ts';
import { isIsoDate } from '../dates.ts';
import { messages } from '../messages.ts';
import { meetsPasswordPolicy } from '../password.ts';
import {
  hasControlCharacters,
  optionalText,
  plainString,
  requiredMessage,
  requiredText,
  TEXT_LIMITS,
  tooLongMessage,
} from './fields.ts';

/** better-auth's longest password. */
export const PASSWORD_MAX_LENGTH = 128;

export const ADMIN_GENDERS = ['male', 'female'] as const;
export const ADMIN_CIVIL_STATUSES = ['single', 'married', 'widowed', 'separated', 'divorced'] as const;
export const ADMIN_CONSENT_KEYS = ['terms', 'privacy', 'processing', 'professional', 'security'] as const;

/** Username rule of better-auth's username plugin: 3–30 letters, digits, dots, underscores. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,30}$/;
/** Digits with optional +, spaces, dashes and parentheses, e.g. '+63 917 123 4567' or '0917-123-4567'. */
export const CONTACT_NUMBER_PATTERN = /^\+?[0-9][0-9 ()-]{5,22}[0-9]$/;

const emailField = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(TEXT_LIMITS.email, tooLongMessage(TEXT_LIMITS.email, 'Email'))
    .pipe(z.email({ error: messages.emailInvalid }))
    .transform((email) => email.toLowerCase());

/** A password field: required, at most better-auth's length, and the policy when `policy` names its message. */
const passwordField = (label: string, policy?: string) => {
  const field = z
    .string({ error: requiredMessage(label) })
    .min(1, requiredMessage(label))
    .max(PASSWORD_MAX_LENGTH, tooLongMessage(PASSWORD_MAX_LENGTH, label));
  return policy ? field.refine(meetsPasswordPolicy, policy) : field;
};

/** The field repeating a password: required; whether it matches is `confirmsPassword`'s. */
const confirmationField = (label: string) =>
  z.string({ error: requiredMessage(label) }).min(1, requiredMessage(label));

/** 'Passwords do not match' under confirmPassword when both are given and differ. */
const confirmsPassword =
  <K extends string>(field: K) =>
  (body: Record<K | 'confirmPassword', string>, ctx: z.RefinementCtx) => {
    if (body[field] && body.confirmPassword && body[field] !== body.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.passwordsDoNotMatch });
    }
  };

const newPassword = passwordField('Password', messages.registrationPasswordPolicy);

const consentTrue = z.literal(true, { error: messages.registrationConsentsRequired });

/** The most characters each text field of the administrator forms takes (DECISIONS 39); the forms show them. */
export const ADMIN_TEXT_LIMITS = {
  firstName: TEXT_LIMITS.name,
  lastName: TEXT_LIMITS.name,
  middleName: TEXT_LIMITS.name,
  maidenName: TEXT_LIMITS.name,
  contactNumber: TEXT_LIMITS.phone,
  username: TEXT_LIMITS.username,
  email: TEXT_LIMITS.email,
  roleOther: TEXT_LIMITS.name,
} as const;

/** An administrator's personal information: registration and My Profile share these rules. */
export const adminPersonalFields = {
  firstName: requiredText('First name', ADMIN_TEXT_LIMITS.firstName),
  lastName: requiredText('Last name', ADMIN_TEXT_LIMITS.lastName),
  middleName: optionalText(ADMIN_TEXT_LIMITS.middleName, 'Middle name'),
  maidenName: optionalText(ADMIN_TEXT_LIMITS.maidenName, 'Maiden name'),
  dob: z
    .string({ error: requiredMessage('Date of birth') })
    .trim()
    .min(1, requiredMessage('Date of birth'))
    .refine((value) => isIsoDate(value) && value >= '1900-01-01', messages.adminDobInvalid),
  gender: z.enum(ADMIN_GENDERS, { error: requiredMessage('Gender') }),
  civilStatus: z.enum(ADMIN_CIVIL_STATUSES, { error: requiredMessage('Civil status') }),
  contactNumber: requiredText('Contact number', ADMIN_TEXT_LIMITS.contactNumber).pipe(
    z.string().regex(CONTACT_NUMBER_PATTERN, messages.contactNumberInvalid),
  ),
};

export const registerRequestSchema = z
  .object({
    ...adminPersonalFields,
    username: requiredText('Username', ADMIN_TEXT_LIMITS.username).pipe(
      z.string().regex(USERNAME_PATTERN, messages.usernameInvalid),
    ),
    email: emailField(requiredMessage('Email')),
    password: newPassword,
    confirmPassword: confirmationField('Confirm password'),
    role: z.enum(ADMIN_ROLES, { error: requiredMessage('Role') }),
    roleOther: optionalText(ADMIN_TEXT_LIMITS.roleOther, 'Role'),
    consents: z.object(
      {
        terms: consentTrue,
        privacy: consentTrue,
        processing: consentTrue,
        professional: consentTrue,
        security: consentTrue,
      },
      { error: messages.registrationConsentsRequired },
    ),
  })
  .superRefine((body, ctx) => {
    const problems = registrationCrossFieldProblems(body);
    // A missing password is reported as missing, not also as a mismatch.
    if (problems.confirmPassword && body.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: problems.confirmPassword });
    }
    if (problems.roleOther) {
      ctx.addIssue({ code: 'custom', path: ['roleOther'], message: problems.roleOther });
    }
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/**
 * Admin registration's checks across fields: the confirmation repeats the password, and the role
 * 'other' says which. The schema runs them only once every field has the right type; a form runs
 * them as the person types, whatever the other fields hold.
 */
export function registrationCrossFieldProblems(body: {
  password?: string | null;
  confirmPassword?: string | null;
  role?: string | null;
  roleOther?: string | null;
}): { confirmPassword?: string; roleOther?: string } {
  return {
    ...(body.confirmPassword && body.confirmPassword !== (body.password ?? '')
      ? { confirmPassword: messages.passwordsDoNotMatch }
      : {}),
    ...(body.role === 'other' && !(body.roleOther ?? '').trim()
      ? { roleOther: messages.registrationRoleOtherRequired }
      : {}),
  };
}
export type RegisterInput = z.output<typeof registerRequestSchema>;

export const signInRequestSchema = z.object({
  login: plainString({ error: messages.loginRequired })
    .trim()
    .min(1, messages.loginRequired)
    .max(TEXT_LIMITS.login, tooLongMessage(TEXT_LIMITS.login)),
  password: z
    .string({ error: messages.loginRequired })
    .min(1, messages.loginRequired)
    .max(PASSWORD_MAX_LENGTH, tooLongMessage(PASSWORD_MAX_LENGTH)),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const passwordResetRequestSchema = z.object({ email: emailField(messages.resetEmailRequired) });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z
  .object({
    token: z
      .string({ error: messages.resetLinkInvalid })
      .trim()
      .min(1, messages.resetLinkInvalid)
      .max(TEXT_LIMITS.text, messages.resetLinkInvalid)
      .refine((token) => !hasControlCharacters(token), messages.resetLinkInvalid),
    password: passwordField('New password', messages.passwordPolicy),
    confirmPassword: confirmationField('Confirm new password'),
  })
  .superRefine(confirmsPassword('password'));
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** My Profile (DECISIONS 37): the personal information, with registration's rules and messages. */
export const adminProfileUpdateSchema = z.object(adminPersonalFields);
export type AdminProfileUpdate = z.output<typeof adminProfileUpdateSchema>;
export type AdminProfileUpdateRequest = z.input<typeof adminProfileUpdateSchema>;

/** Change Password on My Profile: the current password, then the new one twice (the password policy). */
export const passwordChangeSchema = z
  .object({
    currentPassword: passwordField('Current password'),
    newPassword: passwordField('New password', messages.passwordPolicy),
    confirmPassword: confirmationField('Confirm new password'),
  })
  .superRefine(confirmsPassword('newPassword'));
export type PasswordChange = z.output<typeof passwordChangeSchema>;
export type PasswordChangeRequest = z.input<typeof passwordChangeSchema>;
