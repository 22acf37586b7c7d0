import { MemberAccessSection } from '../../features/access-log/MemberAccessSection.tsx';
import { DataReportButton } from '../../features/member-data-report/DataReportButton.tsx';
import { MemberProfile } from '../../features/members/MemberProfile.tsx';
import { MemberMessagesSection } from '../../features/messages/MemberMessagesSection.tsx';
import { MemberRenewalsSection } from '../../features/renewals/MemberRenewalsSection.tsx';
import { ClaimServiceButton } from '../../features/services/ClaimServiceButton.tsx';
import { MemberServicesSection } from '../../features/services/MemberServicesSection.tsx';
import { ServicesAtAGlance } from '../../features/services/ServicesAtAGlance.tsx';
import { useMe } from '../../lib/auth/me.ts';
import { useRefreshMember } from '../use-refresh-member.ts';

/**
 * The admin member profile (spec 2; named route MemberProfileAdminPage, parameter id): the
 * members feature's profile with the renewals feature's history and Renew, then the services
 * feature's usage, claims and history. A renewal refreshes the profile's status and expiry.
 */
export default function MemberProfilePage() {
  const refreshMember = useRefreshMember();
  // DECISIONS 46: head admins see who viewed the member.
  const isHeadAdmin = useMe().data?.admin.isHeadAdmin === true;
  return (
    <MemberProfile
      primaryAction={(member) => (
        <>
          <ClaimServiceButton />
          {/* DECISIONS 47: head admins produce the member data report. */}
          {isHeadAdmin ? <DataReportButton memberId={member.id} /> : null}
        </>
      )}
      leadSections={(member) => <ServicesAtAGlance memberId={member.id} />}
      sections={(member, beneficiaries) => (
        <>
          <MemberRenewalsSection member={member} onRenewed={refreshMember} />
          <MemberServicesSection member={member} beneficiaries={beneficiaries} />
          <MemberMessagesSection member={member} />
          {isHeadAdmin ? <MemberAccessSection memberId={member.id} /> : null}
        </>
      )}
    />
  );
}
