import type { MemberSaved } from '@portal/domain';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RegistrationForm } from './components/RegistrationForm.tsx';
import { RegistrationResult } from './components/RegistrationResult.tsx';

/**
 * Member Registration (spec 2): the form in seven sections, Generate QR Code and Register Member;
 * after a registration, the result with the new reference number and what to do next.
 */
export default function MemberRegistrationPage() {
  const [registered, setRegistered] = useState<MemberSaved | null>(null);
  return (
    <>
      <PageHeader
        title="Member Registration"
        description="Register a member of the health-assistance program. Fields marked with an asterisk (*) are required; the membership runs three years from the registration date."
      />
      {registered ? (
        <RegistrationResult
          message={registered.message}
          member={registered.member}
          onRegisterAnother={() => setRegistered(null)}
        />
      ) : (
        // A new form (and a new reference number) for each member.
        <RegistrationForm onRegistered={setRegistered} />
      )}
    </>
  );
}
