import { Alert, Button, Center, Stack } from '@mantine/core';
import type { AdminProfile } from '@portal/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../components/PageLoader.tsx';
import { errorMessage, isApiError } from '../lib/api.ts';
import { useMe } from '../lib/auth/me.ts';

/**
 * Spec 2 guard: admin pages need a session and an approved admin record
 * (GET /api/account/me). 401 or 403 sends the visitor to the login page.
 */
export function RequireAdmin({ children }: { children: (admin: AdminProfile) => ReactNode }) {
  const me = useMe();

  if (me.isPending) return <PageLoader label="Checking your session…" />;

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
          <Button onClick={() => me.refetch()}>Try again</Button>
        </Stack>
      </Center>
    );
  }

  return <>{children(me.data.admin)}</>;
}
