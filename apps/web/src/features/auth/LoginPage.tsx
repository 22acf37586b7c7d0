import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { messages } from '@portal/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert, type FormAlertState } from '../../components/FormAlert.tsx';
import { LoginFields } from '../../components/LoginFields.tsx';
import { PublicCard } from '../../components/PublicCard.tsx';
import { api, errorMessage } from '../../lib/api.ts';
import { LOGIN_REDIRECT_MS } from '../../lib/constants.ts';
import { useTexts } from '../../lib/i18n/language.ts';
import { useSignIn } from './api/sign-in.ts';
import { ResetRequestForm } from './components/ResetRequestForm.tsx';

/**
 * What the page says after a verification link (`?verified=`, set by the server): the account may
 * log in now, or waits for a Head Administrator (DECISIONS 19). '1' is the older links' value.
 */
function verifiedAlert(verified: string | null): FormAlertState | null {
  if (verified === 'approved' || verified === '1') return { kind: 'info', message: messages.emailVerified };
  if (verified === 'pending') return { kind: 'info', message: messages.emailVerifiedAwaitingApproval };
  return null;
}

export default function LoginPage() {
  const { t } = useTexts();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signInTried = useRef(false);

  // A signed-in admin has nothing to do here: to the dashboard (not after signing in here, which shows
  // its message first). A plain call, not a query hook: the login page stays light.
  useEffect(() => {
    api.get('/api/account/me').then(
      () => signInTried.current || navigate('/admin/dashboard', { replace: true }),
      () => {},
    );
  }, [navigate]);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [resetting, setResetting] = useState(false);
  const [alert, setAlert] = useState<FormAlertState | null>(() =>
    verifiedAlert(searchParams.get('verified')),
  );
  const forgotRef = useRef<HTMLButtonElement>(null);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const redirecting = alert?.kind === 'success';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending || redirecting) return;
    const trimmedLogin = login.trim();
    if (!trimmedLogin || !password) {
      setAlert({ kind: 'error', message: messages.loginRequired });
      return;
    }
    setAlert(null);
    signInTried.current = true;
    signIn.mutate(
      { login: trimmedLogin, password },
      {
        onSuccess: (result) => {
          // Two-step sign-in (issue 27 item 1): the code's own page (SecondStepPage) comes next.
          if ('secondStep' in result) return navigate('/login/code');
          setAlert({ kind: 'success', message: result.message || messages.loginSuccess });
          redirectTimer.current = window.setTimeout(
            () => navigate('/admin/dashboard', { replace: true }),
            LOGIN_REDIRECT_MS,
          );
        },
        onError: (error) => setAlert({ kind: 'error', message: errorMessage(error) }),
      },
    );
  };

  const closeReset = () => {
    setResetting(false);
    setAlert(null);
    // Let the login form render, then return focus to where the visitor left it.
    window.setTimeout(() => forgotRef.current?.focus(), 0);
  };

  return (
    <PublicCard title={t('login.title')} intro={t('login.intro')}>
      {resetting ? (
        <ResetRequestForm onCancel={closeReset} />
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <FormAlert state={alert} />
            <LoginFields
              login={login}
              password={password}
              onLoginChange={setLogin}
              onPasswordChange={setPassword}
            />
            <Group justify="flex-end" mt={-8}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                ref={forgotRef}
                onClick={() => {
                  setAlert(null);
                  setResetting(true);
                }}
              >
                {t('login.forgot')}
              </Anchor>
            </Group>
            <Button type="submit" fullWidth size="md" loading={signIn.isPending} disabled={redirecting}>
              {t('login.submit')}
            </Button>
            <Text size="sm" ta="center">
              {t('login.newStaff')}{' '}
              <Anchor component={Link} to="/register" fw={600}>
                {t('login.register')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </PublicCard>
  );
}
