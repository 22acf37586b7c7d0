import { DEFAULT_SERVICE_LIMITS } from '@portal/domain';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serviceLimits } from './schema/index.ts';

/** First start: the default service limits of spec 9. Existing rows (possibly edited) are left alone. */
export async function seedDefaults(db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>): Promise<void> {
  await db
    .insert(serviceLimits)
    .values(
      DEFAULT_SERVICE_LIMITS.map(({ serviceType, category, maxCentavos }) => ({
        serviceType,
        category,
        maxCentavos,
      })),
    )
    .onConflictDoNothing({ target: serviceLimits.serviceType });
}
