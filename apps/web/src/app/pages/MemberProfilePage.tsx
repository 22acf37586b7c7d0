import { MemberProfile } from '../../features/members/MemberProfile.tsx';
import { MemberServicesSection } from '../../features/services/MemberServicesSection.tsx';

/**
 * The admin member profile (spec 2; named route MemberProfileAdminPage, parameter id): the
 * members feature's profile with the services feature's usage, claims and history below it.
 */
export default function MemberProfilePage() {
  return (
    <MemberProfile
      sections={(member, beneficiaries) => (
        <MemberServicesSection member={member} beneficiaries={beneficiaries} />
      )}
    />
  );
}
