import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { PublicCard } from '../../components/PublicCard.tsx';
import { useTexts } from '../../lib/i18n/language.ts';
import { programTexts } from '../../lib/i18n/program.ts';
import SecondStepForm from './components/SecondStepForm.tsx';

/**
 * The second step of logging in (issue 27 item 1), after a right password of an account with
 * two-step sign-in: its own route, so the login page's script carries nothing of it (a byte budget).
 * Back returns to the password; the code's form says what happens and goes on to the dashboard.
 */
export default function SecondStepPage() {
  const texts = useTexts();
  const { t } = texts;
  useDocumentTitle(programTexts(texts).title(t('login.title')));
  const navigate = useNavigate();
  return (
    <PublicCard>
      <Stack gap="md">
        <div>
          <Title order={1} fz={26}>
            {t('login.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('secondStep.intro')}
          </Text>
        </div>
        <SecondStepForm onCancel={() => navigate('/login', { replace: true })} />
      </Stack>
    </PublicCard>
  );
}
