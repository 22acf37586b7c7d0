/**
 * One's two-step sign-in on My Profile (issue 27 item 1, DECISIONS 45), through better-auth's
 * twoFactor plugin: enroll (the current password, then a key for the authenticator app, shown as a
 * QR code and as text), confirm with the app's first code (it is on from then: the 10 backup codes
 * are answered this once, the other sessions end), and turn it off unless head admins require it.
 */
import {
  messages,
  type SecondStepConfirmed,
  type SecondStepEnrollment,
  secondStepMessages,
} from '@portal/domain';
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { SignedInAdmin } from '../../auth/guards.ts';
import { cookieValue, sessionCookieSettings, verifySigned } from '../../auth/session-cookie.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { deleteSessionsOfAccount } from '../../core/sessions.ts';
import { twoFactor } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

type Deps = Pick<AppContext, 'db' | 'auth' | 'now'>;

const alreadyOn = () => new HttpError(409, 'SECOND_STEP_ON', secondStepMessages.secondStepAlreadyOn);
const wrongPassword = () =>
  new HttpError(400, 'INVALID_PASSWORD', messages.currentPasswordIncorrect, {
    currentPassword: messages.currentPasswordIncorrect,
  });
const errorCode = (error: unknown) =>
  isAPIError(error) ? String((error.body as { code?: string } | undefined)?.code ?? '') : '';

/** Starts (or starts again) an enrollment: a new key, waiting for the app's first code. */
export async function startEnrollment(
  deps: Deps,
  admin: SignedInAdmin,
  currentPassword: string,
  headers: Headers,
): Promise<SecondStepEnrollment> {
  if (admin.twoFactorEnabled) throw alreadyOn();
  let totpURI: string;
  try {
    const answer = await deps.auth.api.enableTwoFactor({ body: { password: currentPassword }, headers });
    totpURI = (answer as { totpURI?: string }).totpURI ?? '';
  } catch (error) {
    if (errorCode(error) === 'TOTP_ALREADY_ENABLED') throw alreadyOn();
    if (isAPIError(error) && error.statusCode === 400) throw wrongPassword();
    throw error;
  }
  const key = new URL(totpURI).searchParams.get('secret') ?? '';
  const svg = await QRCode.toString(totpURI, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return {
    key,
    otpauthUrl: totpURI,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The app's first code turns the second step on. better-auth replaces this browser's session (the
 * new cookie is returned as Set-Cookie); every other session of the account ends. The backup codes
 * are read once, here.
 */
export async function confirmEnrollment(
  deps: Deps,
  admin: SignedInAdmin,
  code: string,
  headers: Headers,
): Promise<{ answer: SecondStepConfirmed; setCookies: string[] }> {
  if (admin.twoFactorEnabled) throw alreadyOn();
  const [pending] = await deps.db
    .select({ verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, admin.userId));
  if (!pending || pending.verified) {
    throw new HttpError(409, 'SECOND_STEP_NOT_STARTED', secondStepMessages.secondStepNotStarted);
  }
  let setCookies: string[];
  try {
    const result = await deps.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
    setCookies = result.headers.getSetCookie();
  } catch (error) {
    if (errorCode(error) === 'INVALID_CODE') {
      throw new HttpError(400, 'SECOND_STEP_INCORRECT', secondStepMessages.codeIncorrect, {
        code: secondStepMessages.codeIncorrect,
      });
    }
    throw error;
  }
  const settings = await sessionCookieSettings(deps.auth);
  const kept = setCookies
    .map((line) => verifySigned(cookieValue(line, settings.sessionCookie), settings.secret))
    .find((token): token is string => token !== null);
  const { backupCodes } = await deps.auth.api.viewBackupCodes({ body: { userId: admin.userId } });
  await deps.db.transaction(async (tx) => {
    await deleteSessionsOfAccount(tx, admin.userId, kept ?? admin.sessionToken, deps.now());
    await recordActivity(tx, admin, 'account.second_step_enrolled', {});
  });
  return { answer: { message: secondStepMessages.secondStepEnrolled, backupCodes }, setCookies };
}

/** Turns one's second step off (the current password); refused while head admins require it. */
export async function turnOffSecondStep(
  deps: Deps,
  admin: SignedInAdmin,
  currentPassword: string,
  headers: Headers,
): Promise<string[]> {
  if (!admin.twoFactorEnabled)
    throw new HttpError(409, 'SECOND_STEP_OFF', secondStepMessages.secondStepNotOn);
  if (admin.secondStepRequired) {
    throw new HttpError(409, 'SECOND_STEP_REQUIRED', secondStepMessages.secondStepRequiredStaysOn);
  }
  let setCookies: string[];
  try {
    const result = await deps.auth.api.disableTwoFactor({
      body: { password: currentPassword },
      headers,
      returnHeaders: true,
    });
    setCookies = result.headers.getSetCookie();
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400) throw wrongPassword();
    throw error;
  }
  const settings = await sessionCookieSettings(deps.auth);
  const kept = setCookies
    .map((line) => verifySigned(cookieValue(line, settings.sessionCookie), settings.secret))
    .find((token): token is string => token !== null);
  await deps.db.transaction(async (tx) => {
    await deleteSessionsOfAccount(tx, admin.userId, kept ?? admin.sessionToken, deps.now());
    await recordActivity(tx, admin, 'account.second_step_turned_off', {});
  });
  return setCookies;
}
