import {
  isReferenceNumber,
  memberFullName,
  membershipStatus,
  messages,
  type PublicMember,
  todayIn,
} from '@portal/domain';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import { findPublicMember } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'now'>;

/** DECISIONS 22: look-ups are rate limited per address, found or not (no cheap enumeration). */
export const PUBLIC_LOOKUP_LIMIT = { perAddress: 30, windowMs: 60 * 1000 };

const noMember = () => new HttpError(404, 'NOT_FOUND', messages.publicNoMember);

/**
 * The public member card for a scanned reference number. Unknown, malformed and archived
 * references all answer the same neutral 404.
 */
export async function publicMemberCard(deps: Deps, ref: string, ip: string): Promise<PublicMember> {
  const hit = await hitRateLimit(
    deps.db,
    `public-member:address:${ip}`,
    PUBLIC_LOOKUP_LIMIT.perAddress,
    PUBLIC_LOOKUP_LIMIT.windowMs,
  );
  if (hit.limited) {
    throw new HttpError(429, 'RATE_LIMITED', messages.rateLimited, undefined, {
      'Retry-After': String(hit.retryAfterSeconds),
    });
  }
  const referenceNumber = ref.trim();
  if (!isReferenceNumber(referenceNumber)) throw noMember();
  const row = await findPublicMember(deps.db, referenceNumber);
  // A member whose personal data was removed (retention, DECISIONS 48) is not found either.
  if (!row || row.archivedAt !== null || row.anonymizedAt !== null) throw noMember();
  return {
    fullName: memberFullName(row),
    referenceNumber: row.referenceNumber,
    status: membershipStatus(row.expiryDate, todayIn(deps.config.timeZone, deps.now())),
    registrationDate: row.registrationDate,
    expiryDate: row.expiryDate,
  };
}
