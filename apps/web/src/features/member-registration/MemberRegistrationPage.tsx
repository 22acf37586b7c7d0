import { PageHeader } from '../../components/PageHeader.tsx';
import { RegistrationForm } from './components/RegistrationForm.tsx';

/** Member Registration (spec 2): the form in seven sections, Generate QR Code and Register Member. */
export default function MemberRegistrationPage() {
  return (
    <>
      <PageHeader
        title="Member Registration"
        description="Register a member of the health-assistance program. Fields marked with an asterisk (*) are required; the membership runs three years from the registration date."
      />
      <RegistrationForm />
    </>
  );
}
