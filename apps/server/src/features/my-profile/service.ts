/** My Profile (DECISIONS 37): one's own personal information and password. */
import {
  type AdminProfileUpdate,
  adminRoleLabel,
  isBirthDate,
  type MyProfile,
  messages,
  type PasswordChange,
  todayIn,
} from '@portal/domain';
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { adminPersonalColumns, adminPersonalOf } from '../../core/admins.ts';
import { admins, user } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

type Deps = Pick<AppContext, 'db' | 'auth' | 'config' | 'now'>;
type AdminRow = typeof admins.$inferSelect;

function toProfile(row: AdminRow): MyProfile {
  return {
    id: row.userId,
    email: row.email,
    username: row.username,
    role: row.role,
    roleLabel: adminRoleLabel(row.role),
    ...adminPersonalOf(row),
  };
}

export function myProfile(admin: SignedInAdmin): MyProfile {
  return toProfile(admin);
}

/** Saves the personal information with registration's rules; the date of birth not after today. */
export async function updateMyProfile(
  deps: Deps,
  admin: SignedInAdmin,
  input: AdminProfileUpdate,
): Promise<MyProfile> {
  if (!isBirthDate(input.dob, todayIn(deps.config.timeZone, deps.now()))) {
    throw new HttpError(400, 'INVALID_INPUT', messages.adminDobInvalid, { dob: messages.adminDobInvalid });
  }
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(admins)
      .set(adminPersonalColumns(input))
      .where(eq(admins.userId, admin.userId))
      .returning();
    await tx
      .update(user)
      .set({ name: `${input.firstName} ${input.lastName}`, updatedAt: deps.now() })
      .where(eq(user.id, admin.userId));
    await recordActivity(tx, admin, 'account.profile_updated', {});
    return updated!;
  });
  return toProfile(row);
}

/**
 * Changes one's password through better-auth (it checks the current one); every other session of
 * this admin ends, and this one continues under a new session cookie, returned as Set-Cookie.
 */
export async function changeMyPassword(
  deps: Deps,
  admin: SignedInAdmin,
  input: PasswordChange,
  headers: Headers,
): Promise<string[]> {
  try {
    const result = await deps.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers,
      returnHeaders: true,
    });
    await recordActivity(deps.db, admin, 'account.password_changed', {});
    return result.headers.getSetCookie();
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400) {
      const message = messages.currentPasswordIncorrect;
      throw new HttpError(400, 'INVALID_PASSWORD', message, { currentPassword: message });
    }
    throw error;
  }
}
