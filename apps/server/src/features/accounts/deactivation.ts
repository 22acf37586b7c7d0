/**
 * A head admin deactivates an administrator (who can then not sign in; their sessions end at once)
 * and reactivates them. Nobody deactivates themselves, and the last head admin stays.
 */
import { type AdminProfile, messages } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { admins } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { toAdminProfile } from './profile.ts';
import { deleteSessionsOf } from './queries.ts';

type Deps = Pick<AppContext, 'db'>;

export async function setAdminActive(
  deps: Deps,
  headAdminId: string,
  targetId: string,
  active: boolean,
): Promise<AdminProfile> {
  if (!active && targetId === headAdminId) {
    throw new HttpError(409, 'CANNOT_CHANGE_SELF', messages.adminCannotDeactivateSelf);
  }
  const row = await deps.db.transaction(async (tx) => {
    // Locks the head admins' rows too, so two head admins cannot deactivate each other at once.
    const heads = await tx
      .select({ userId: admins.userId })
      .from(admins)
      .where(and(eq(admins.role, 'head_admin'), eq(admins.approvalStatus, 'approved')))
      .for('update');
    const [target] = await tx.select().from(admins).where(eq(admins.userId, targetId)).for('update');
    if (!target) throw new HttpError(404, 'NOT_FOUND', messages.adminNotFound);
    if (active && target.approvalStatus !== 'deactivated') {
      throw new HttpError(409, 'NOT_DEACTIVATED', messages.adminNotReactivatable);
    }
    if (!active && target.approvalStatus !== 'approved') {
      throw new HttpError(409, 'NOT_APPROVED', messages.adminNotDeactivatable);
    }
    if (!active && target.role === 'head_admin' && heads.filter((h) => h.userId !== targetId).length === 0) {
      throw new HttpError(409, 'LAST_HEAD_ADMIN', messages.adminLastHeadAdmin);
    }
    const [updated] = await tx
      .update(admins)
      .set({ approvalStatus: active ? 'approved' : 'deactivated' })
      .where(eq(admins.userId, targetId))
      .returning();
    if (!active) await deleteSessionsOf(tx, targetId);
    await recordActivity(tx, { userId: headAdminId }, active ? 'admin.reactivated' : 'admin.deactivated', {
      adminId: targetId,
      adminName: `${target.firstName} ${target.lastName}`,
    });
    return updated!;
  });
  return toAdminProfile(row);
}
