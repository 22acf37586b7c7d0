/** Service limits: read them, and save changes with who, when, old and new (DECISIONS 17). */
import { messages, type ServiceLimitsUpdateInput, type ServiceLimitView } from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { HttpError } from '../../http/errors.ts';
import { toLimitView } from './present.ts';
import { allLimits, lockLimits, saveLimit } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'now'>;

export async function listLimits(deps: Pick<AppContext, 'db'>): Promise<ServiceLimitView[]> {
  return (await allLimits(deps.db)).map(toLimitView);
}

/**
 * Saves the given maxima in one transaction. Each value that actually changes gets a
 * service_limit_changes row and an activity-log entry; unchanged ones are left alone.
 */
export async function updateLimits(
  deps: Deps,
  admin: SignedInAdmin,
  input: ServiceLimitsUpdateInput,
): Promise<ServiceLimitView[]> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = new Map(
      (
        await lockLimits(
          tx,
          input.limits.map((l) => l.serviceType),
        )
      ).map((row) => [row.serviceType, row]),
    );
    for (const limit of input.limits) {
      const row = current.get(limit.serviceType);
      if (!row) {
        throw new HttpError(400, 'INVALID_SERVICE_TYPE', messages.claimInvalidServiceType, {
          serviceType: messages.claimInvalidServiceType,
        });
      }
      if (row.maxCentavos === limit.maxCentavos) continue;
      const change = {
        serviceType: limit.serviceType,
        oldMaxCentavos: row.maxCentavos,
        newMaxCentavos: limit.maxCentavos,
      };
      await saveLimit(tx, change, admin.userId, at);
      await recordActivity(tx, admin, 'service_limit.updated', change);
    }
  });
  return listLimits(deps);
}
