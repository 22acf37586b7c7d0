import { randomUUID } from 'node:crypto';
import {
  type AdminListResponse,
  type AdminProfile,
  isBirthDate,
  messages,
  type RegisterInput,
  todayIn,
} from '@portal/domain';
import { createEmailVerificationToken, isAPIError } from 'better-auth/api';
import { AUTH_BASE_PATH, VERIFICATION_EXPIRES_IN_SECONDS, verifiedCallback } from '../../auth/auth.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { adminPersonalColumns } from '../../core/admins.ts';
import { secondStepEnrolledIds, secondStepRequired } from '../../core/second-step.ts';
import { currentPublicAddress } from '../../core/settings.ts';
import { HttpError, invalidInput } from '../../http/errors.ts';
import { verificationMail } from '../../mail/templates.ts';
import { enqueueMail } from '../../outbox/index.ts';
import { toAdminProfile } from './profile.ts';
import {
  countAdmins,
  deleteResetTokensOf,
  deleteSessionsOf,
  emailTaken,
  findAdminById,
  insertRegistration,
  keepNewestResetTokenOf,
  listAdmins,
  lockRegistrations,
  resetTokenOwner,
  setApprovalStatus,
  usernameTaken,
} from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'auth' | 'outbox' | 'config' | 'now'>;

const emailInUse = () => new HttpError(409, 'EMAIL_IN_USE', messages.registrationEmailInUse);
const usernameInUse = () => new HttpError(409, 'USERNAME_IN_USE', messages.registrationUsernameInUse);

/**
 * Admin registration as one unit (spec 4): auth user, credential account, admins row and the
 * verification mail queued in the outbox (DECISIONS 43), in one transaction; the mail is sent after
 * the commit, so a registration succeeds while the relay is down and its mail goes when it is back.
 * The first admin ever is the approved head_admin (DECISIONS 19). The date of birth lies between
 * 1900-01-01 and today (APP_TIMEZONE), as a member's does; the schema cannot know today.
 * Answers whether the account is approved already (it may log in once its email is verified).
 */
export async function registerAdmin(deps: Deps, input: RegisterInput): Promise<{ approved: boolean }> {
  const { db, auth, config } = deps;
  if (!isBirthDate(input.dob, todayIn(config.timeZone, deps.now()))) {
    throw invalidInput([{ path: ['dob'], message: messages.adminDobInvalid }]);
  }
  const context = await auth.$context;
  const passwordHash = await context.password.hash(input.password);
  const email = input.email.toLowerCase();
  const userId = randomUUID();
  try {
    const result = await db.transaction(async (tx) => {
      await lockRegistrations(tx);
      if (await emailTaken(tx, email)) throw emailInUse();
      if (await usernameTaken(tx, input.username)) throw usernameInUse();
      const first = (await countAdmins(tx)) === 0;
      const approved = first || config.adminApproval === 'off';
      const role = first ? 'head_admin' : input.role === 'other' ? input.roleOther! : input.role;
      await insertRegistration(tx, {
        user: {
          id: userId,
          name: `${input.firstName} ${input.lastName}`,
          email,
          emailVerified: false,
          username: input.username.toLowerCase(),
          displayUsername: input.username,
        },
        account: {
          id: randomUUID(),
          accountId: userId,
          providerId: 'credential',
          userId,
          password: passwordHash,
        },
        admin: {
          userId,
          email,
          username: input.username,
          ...adminPersonalColumns(input),
          role,
          approvalStatus: approved ? 'approved' : 'pending',
          approvedAt: approved ? new Date() : null,
        },
      });
      await recordActivity(tx, { userId }, 'admin.registered', { email });
      const token = await createEmailVerificationToken(
        context.secret,
        email,
        undefined,
        VERIFICATION_EXPIRES_IN_SECONDS,
      );
      await enqueueMail(
        tx,
        verificationMail(
          email,
          verificationLink(await currentPublicAddress({ config, db: tx }), token, approved),
        ),
        { kind: 'verification' },
        deps.now(),
      );
      return { approved };
    });
    deps.outbox.nudge();
    return result;
  } catch (error) {
    if (isUniqueViolation(error, 'email')) throw emailInUse();
    if (isUniqueViolation(error, 'username')) throw usernameInUse();
    throw error;
  }
}

export function verificationLink(publicUrl: string, token: string, approved: boolean): string {
  return `${publicUrl}${AUTH_BASE_PATH}/verify-email?token=${token}&callbackURL=${encodeURIComponent(verifiedCallback(approved))}`;
}

/** A unique index on `column` refused the insert (a concurrent registration won). */
function isUniqueViolation(error: unknown, column: string): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((candidate) => {
    const e = candidate as { code?: string; constraint?: string; detail?: string; message?: string } | null;
    if (e?.code !== '23505') return false;
    return `${e.constraint ?? ''} ${e.detail ?? ''} ${e.message ?? ''}`.includes(column);
  });
}

/** Mails a reset link; the account's earlier links stop working (only the newest one is valid). */
export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  await deps.auth.api.requestPasswordReset({
    body: { email, redirectTo: `${await currentPublicAddress(deps)}/reset-password` },
  });
  await keepNewestResetTokenOf(deps.db, email);
}

/**
 * Sets a new password with a reset token. Success ends every other reset link of the account and,
 * through better-auth's `revokeSessionsOnPasswordReset`, every session of the account.
 */
export async function confirmPasswordReset(deps: Deps, token: string, newPassword: string): Promise<void> {
  // Read before better-auth consumes the token; only a successful reset uses it.
  const userId = await resetTokenOwner(deps.db, token);
  try {
    await deps.auth.api.resetPassword({ body: { token, newPassword } });
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400) {
      throw new HttpError(400, 'RESET_LINK_INVALID', messages.resetLinkInvalid);
    }
    throw error;
  }
  if (userId) {
    await deleteResetTokensOf(deps.db, userId);
    await recordActivity(deps.db, { userId }, 'account.password_reset', {});
  }
}

/** Sign-out through better-auth; returns the Set-Cookie headers that clear the session cookie. */
export async function signOut(deps: Deps, headers: Headers): Promise<string[]> {
  try {
    const session = await deps.auth.api.getSession({ headers });
    if (session) await recordActivity(deps.db, { userId: session.user.id }, 'admin.signed_out', {});
    const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch (error) {
    if (isAPIError(error)) return [];
    throw error;
  }
}

/** Every administrator, with who has two-step sign-in on and whether it is required (issue 27 item 1). */
export async function adminsForReview(deps: Deps): Promise<AdminListResponse> {
  const [rows, secondStepEnrolled, required] = await Promise.all([
    listAdmins(deps.db),
    secondStepEnrolledIds(deps.db),
    secondStepRequired(deps.db),
  ]);
  return { admins: rows.map(toAdminProfile), secondStepRequired: required, secondStepEnrolled };
}

/** A head admin approves or rejects another admin; a rejected admin's sessions end at once. */
export async function decideApproval(
  deps: Deps,
  headAdminId: string,
  targetId: string,
  status: 'approved' | 'rejected',
): Promise<AdminProfile> {
  if (targetId === headAdminId) {
    throw new HttpError(409, 'CANNOT_CHANGE_SELF', messages.adminCannotChangeSelf);
  }
  if (!(await findAdminById(deps.db, targetId))) {
    throw new HttpError(404, 'NOT_FOUND', messages.adminNotFound);
  }
  const row = await deps.db.transaction(async (tx) => {
    const updated = await setApprovalStatus(tx, targetId, status, headAdminId);
    if (status === 'rejected') await deleteSessionsOf(tx, targetId);
    if (updated) {
      await recordActivity(
        tx,
        { userId: headAdminId },
        status === 'approved' ? 'admin.approved' : 'admin.rejected',
        {
          adminId: targetId,
          adminName: `${updated.firstName} ${updated.lastName}`,
        },
      );
    }
    return updated;
  });
  if (!row) throw new HttpError(404, 'NOT_FOUND', messages.adminNotFound);
  return toAdminProfile(row);
}
