/** The service history's search: service, institution, beneficiary use and name, amount, date, membership year. */

import { type ClaimView, formatPesos } from '@portal/domain';
import { formatDate } from '../../lib/dates.ts';

function searchableText(claim: ClaimView): string {
  const pesos = formatPesos(claim.amountCentavos);
  return [
    claim.serviceType,
    claim.specificProcedure ?? '',
    claim.institution,
    claim.beneficiaryUse,
    claim.beneficiaryName ?? '',
    pesos,
    pesos.replace('₱', '').replaceAll(',', ''),
    claim.date,
    formatDate(claim.date),
    claim.membershipYear,
  ]
    .join(' \u0000 ')
    .toLowerCase();
}

/** The claims whose text contains every word of `query` (case-insensitive); all of them when blank. */
export function filterClaims<C extends ClaimView>(claims: C[], query: string): C[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return claims;
  return claims.filter((claim) => {
    const text = searchableText(claim);
    return words.every((word) => text.includes(word));
  });
}
