/**
 * Head admins and two-step sign-in (issue 27 item 1, DECISIONS 45): require it of every
 * administrator (those without it enroll before anything else answers them), and reset another
 * administrator's (a lost phone): their key and backup codes are deleted and their sessions end.
 * Each is one activity entry.
 */
import {
  adminFullName,
  messages,
  type SecondStepRequirementResponse,
  type SessionsEndedResponse,
  secondStepMessages,
} from '@portal/domain';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { removeSecondStep, setSecondStepRequired } from '../../core/second-step.ts';
import { deleteSessionsOfAccount } from '../../core/sessions.ts';
import { HttpError } from '../../http/errors.ts';
import { findAdminById } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'now'>;

export async function requireSecondStep(
  deps: Deps,
  headAdminId: string,
  required: boolean,
): Promise<SecondStepRequirementResponse> {
  return deps.db.transaction(async (tx) => {
    const changed = await setSecondStepRequired(tx, required, headAdminId, deps.now());
    if (!changed) return { message: secondStepMessages.requirementUnchanged, required };
    await recordActivity(tx, { userId: headAdminId }, 'admin.second_step_requirement_changed', { required });
    return {
      message: required ? secondStepMessages.requirementOn : secondStepMessages.requirementOff,
      required,
    };
  });
}

export async function resetSecondStep(
  deps: Deps,
  headAdminId: string,
  adminId: string,
): Promise<SessionsEndedResponse> {
  if (adminId === headAdminId) {
    throw new HttpError(409, 'CANNOT_CHANGE_SELF', secondStepMessages.ownSecondStepOnProfile);
  }
  const target = await findAdminById(deps.db, adminId);
  if (!target) throw new HttpError(404, 'NOT_FOUND', messages.adminNotFound);
  const name = adminFullName(target);
  return deps.db.transaction(async (tx) => {
    const wasOn = await removeSecondStep(tx, adminId);
    if (!wasOn) throw new HttpError(409, 'SECOND_STEP_OFF', secondStepMessages.secondStepNotEnrolled(name));
    const ended = await deleteSessionsOfAccount(tx, adminId, null, deps.now());
    await recordActivity(tx, { userId: headAdminId }, 'admin.second_step_reset', {
      adminId,
      adminName: name,
    });
    return { message: secondStepMessages.secondStepReset(name), ended };
  });
}
