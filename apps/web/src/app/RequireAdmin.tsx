import { Alert, Button, Center, Stack } from '@mantine/core';
import type { AdminProfile } from '@portal/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../components/PageLoader.tsx';
import { errorMessage, isApiError } from '../lib/api.ts';
import { useMe } from '../lib/auth/me.ts';
import { useAdminTexts } from '../lib/i18n/admin-texts.ts';

/** While head admins require two-step sign-in and it is not set up: that page instead of any other. */
const SecondStepRequiredPage = lazy(() => import('../features/profile/SecondStepRequiredPage.tsx'));

/**
 * Spec 2 guard: admin pages need a session and an approved admin record
 * (GET /api/account/me). 401 or 403 sends the visitor to the login page. While head admins require
 * two-step sign-in of an admin who has not set it up, the set-up is all there is (issue 27 item 1).
 */
export function RequireAdmin({ children }: { children: (admin: AdminProfile) => ReactNode }) {
  const me = useMe();
  const { t } = useAdminTexts();

  if (me.isPending) return <PageLoader label={t('common.checkingSession')} />;

  if (me.isError) {
    if (isApiError(me.error) && (me.error.status === 401 || me.error.status === 403)) {
      return <Navigate to="/login" replace />;
    }
    return (
      <Center mih="60vh" p="md">
        <Stack maw={420}>
          <Alert color="red" role="alert">
            {errorMessage(me.error)}
          </Alert>
          <Button onClick={() => me.refetch()}>{t('common.tryAgain')}</Button>
        </Stack>
      </Center>
    );
  }

  const secondStep = me.data.secondStep;
  if (secondStep?.required && !secondStep.enrolled) {
    return (
      <Suspense fallback={<PageLoader label={t('common.loading')} />}>
        <SecondStepRequiredPage />
      </Suspense>
    );
  }

  return <>{children(me.data.admin)}</>;
}
