import type { MemberSaved } from '@portal/domain';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMemberTexts } from '../../lib/i18n/member-texts.ts';
import { RegistrationForm } from './components/RegistrationForm.tsx';
import { RegistrationResult } from './components/RegistrationResult.tsx';

/**
 * Member Registration (spec 2): the form in seven sections, Generate QR Code and Register Member;
 * after a registration, the result with the new reference number and what to do next.
 */
export default function MemberRegistrationPage() {
  const { t } = useMemberTexts();
  const [registered, setRegistered] = useState<MemberSaved | null>(null);
  return (
    <>
      <PageHeader title={t('registration.title')} description={t('registration.description')} />
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
