import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useMe } from '../../lib/auth/me.ts';
import { useMemberMessages } from './api/get-member-messages.ts';
import { MessagesTable } from './components/MessagesTable.tsx';
import { useMessageListLabels, useMessageListMessages } from './texts.ts';

interface MemberMessagesSectionProps {
  member: { id: string; referenceNumber: string };
}

/**
 * The member profile's messages (issue 25 item 6): the newest 50 sent or to be sent to this member,
 * with their status and the gateway's answer; head admins follow a link to all of them on Messages.
 */
export function MemberMessagesSection({ member }: MemberMessagesSectionProps) {
  const M = useMessageListMessages();
  const L = useMessageListLabels();
  const me = useMe();
  const list = useMemberMessages(member.id);
  const isHeadAdmin = me.data?.admin.isHeadAdmin === true;
  const data = list.data;
  return (
    <SectionCard
      id="member-messages-heading"
      title={M.memberMessagesTitle}
      actions={
        isHeadAdmin && data && data.messages.length > 0 ? (
          <Anchor
            component={Link}
            to={`/admin/messages?member=${encodeURIComponent(member.referenceNumber)}`}
            size="sm"
          >
            {M.seeAllMessages}
          </Anchor>
        ) : null
      }
    >
      {list.isPending ? (
        <Stack gap="xs" role="status" aria-label={M.loadingMessages}>
          <Skeleton h={20} maw={360} />
          <Skeleton h={60} />
        </Stack>
      ) : list.isError ? (
        <RetryAlert onRetry={() => list.refetch()} />
      ) : list.data.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {M.memberNoMessages}
        </Text>
      ) : (
        <Stack gap="xs">
          <MessagesTable messages={list.data.messages} caption={L.tableCaption} />
          {list.data.more ? (
            <Text size="sm" c="dimmed">
              {M.memberMessagesMore}
            </Text>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}
