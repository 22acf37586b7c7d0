import { useNavigate } from 'react-router';
import { PublicCard } from '../../components/PublicCard.tsx';
import { useTexts } from '../../lib/i18n/language.ts';
import SecondStepForm from './components/SecondStepForm.tsx';

/**
 * The second step of logging in (issue 27 item 1), after a right password of an account with
 * two-step sign-in: its own route, so the login page's script carries nothing of it (a byte budget).
 * Back returns to the password; the code's form says what happens and goes on to the dashboard.
 */
export default function SecondStepPage() {
  const { t } = useTexts();
  const navigate = useNavigate();
  return (
    <PublicCard title={t('login.title')} intro={t('secondStep.intro')}>
      <SecondStepForm onCancel={() => navigate('/login', { replace: true })} />
    </PublicCard>
  );
}
