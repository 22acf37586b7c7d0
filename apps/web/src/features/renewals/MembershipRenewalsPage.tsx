import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function MembershipRenewalsPage() {
  return <ComingSoon title="Membership Renewals" />;
}
