import { Box, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Pager } from '../../components/Pager.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useMemberAccess } from './api/get-member-access.ts';
import { AccessEntries } from './components/AccessEntries.tsx';
import { useAccessLogMessages } from './texts.ts';

/**
 * The member profile's "Who viewed this member" (DECISIONS 46; head admins): the access-log
 * entries about this member, newest first, 10 a page. Looking is itself recorded.
 */
export function MemberAccessSection({ memberId }: { memberId: string }) {
  const t = useAccessLogMessages();
  const [page, setPage] = useState(1);
  const access = useMemberAccess(memberId, page);
  return (
    <SectionCard
      id="member-access-heading"
      title={t.memberSectionTitle}
      description={t.memberSectionDescription}
    >
      {access.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={t.loadingMember}>
          <Skeleton h={20} maw={360} />
          <Skeleton h={60} />
        </Stack>
      ) : access.isError ? (
        <RetryAlert onRetry={() => access.refetch()} title={t.loadFailed} />
      ) : access.data.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.memberSectionEmpty}
        </Text>
      ) : (
        <>
          <Box style={{ opacity: access.isPlaceholderData ? 0.6 : 1 }} aria-busy={access.isFetching}>
            <AccessEntries entries={access.data.entries} showSubject={false} />
          </Box>
          {access.data.totalPages > 1 ? (
            <Pager
              page={access.data.page}
              totalPages={access.data.totalPages}
              more={access.data.totalCapped}
              onChange={setPage}
              disabled={access.isPlaceholderData}
            />
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
