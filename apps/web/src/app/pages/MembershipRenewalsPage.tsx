import { MembershipRenewals } from '../../features/renewals/MembershipRenewals.tsx';
import { useRefreshMember } from '../use-refresh-member.ts';

/** Membership Renewals (/admin/membership-renewals): a renewal refreshes the member wherever it shows. */
export default function MembershipRenewalsPage() {
  const refreshMember = useRefreshMember();
  return <MembershipRenewals onRenewed={refreshMember} />;
}
