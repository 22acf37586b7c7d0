import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type AdminProfile, type AdminResponse, messages, type SignInResponse } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert, type FormAlertState } from '../components/FormAlert.tsx';
import { LoginFields } from '../components/LoginFields.tsx';
import { signIn } from '../features/auth/api/sign-in.ts';
import { errorMessage } from '../lib/api.ts';
import { meQueryKey } from '../lib/auth/me-key.ts';
import { installReauthHandler } from '../lib/auth/reauth.ts';
import { useAdminTexts } from '../lib/i18n/admin-texts.ts';

interface Waiting {
  resolve: () => void;
  reject: (reason: unknown) => void;
}

const ENDED: FormAlertState = { kind: 'error', message: messages.notAuthenticated };

/** Two-step sign-in's code (issue 27 item 1), for an account that has one. */
const SecondStepForm = lazy(() => import('../features/auth/components/SecondStepForm.tsx'));

/**
 * Sign in again over the page (issue 13): when a call finds the session ended, this asks for the
 * password while the page stays as it was; once signed in, the calls that waited are sent again
 * (lib/auth/reauth.ts), so a submitted form goes on with what was typed. Signing out instead goes
 * to the login page.
 */
export function SessionSignInModal({ admin }: { admin: AdminProfile }) {
  const queryClient = useQueryClient();
  const { t } = useAdminTexts();
  const navigate = useNavigate();
  const waiting = useRef<Waiting | null>(null);
  const uninstall = useRef<() => void>(() => {});
  const [opened, setOpened] = useState(false);
  const [login, setLogin] = useState(admin.username || admin.email);
  const [password, setPassword] = useState('');
  const [alert, setAlert] = useState<FormAlertState>(ENDED);
  const [busy, setBusy] = useState(false);
  const [challenged, setChallenged] = useState(false);

  useEffect(() => {
    uninstall.current = installReauthHandler(
      () =>
        new Promise<void>((resolve, reject) => {
          waiting.current = { resolve, reject };
          setPassword('');
          setAlert(ENDED);
          setChallenged(false);
          setOpened(true);
        }),
    );
    return () => uninstall.current();
  }, []);

  /** Signs out instead: no call waits for this modal any more; the login page follows. */
  const signOut = () => {
    uninstall.current();
    finish('gave-up');
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  const finish = (outcome: 'signed-in' | 'gave-up') => {
    const current = waiting.current;
    waiting.current = null;
    setOpened(false);
    if (outcome === 'signed-in') current?.resolve();
    else current?.reject(new Error('The admin did not sign in again.'));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!login.trim() || !password) {
      setAlert({ kind: 'error', message: messages.loginRequired });
      return;
    }
    setBusy(true);
    try {
      const result = await signIn({ login: login.trim(), password });
      if ('secondStep' in result) setChallenged(true);
      else signedIn(result);
    } catch (error) {
      setAlert({ kind: 'error', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const signedIn = (result: SignInResponse) => {
    if (result.admin.id !== admin.id) {
      // Another account: nothing of this page is sent in its name; the portal starts afresh.
      uninstall.current();
      window.location.assign('/admin/dashboard');
      return;
    }
    // The second-step state (enrolled, required) is read again with the session.
    queryClient.setQueryData<AdminResponse>(meQueryKey, (before) => ({ ...before, admin: result.admin }));
    finish('signed-in');
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      // Above every other modal and the registration's saving overlay.
      zIndex={3000}
      title={t('reauth.title')}
      centered
    >
      {challenged ? (
        <Suspense>
          <SecondStepForm onSignedIn={signedIn} onCancel={() => setChallenged(false)} />
        </Suspense>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <FormAlert state={alert} />
            <Text size="sm">{t('reauth.intro')}</Text>
            <LoginFields
              login={login}
              password={password}
              onLoginChange={setLogin}
              onPasswordChange={setPassword}
              focusPassword
            />
            <Group justify="space-between">
              <Button variant="default" onClick={signOut}>
                {t('reauth.signOut')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('reauth.logIn')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
