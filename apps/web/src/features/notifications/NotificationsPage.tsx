import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { NOTIFICATION_TYPES, type NotificationType, type NotificationView } from '@portal/domain';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { errorMessage } from '../../lib/api.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import { useNotifications } from './api/get-notifications.ts';
import { useMarkAllRead, useMarkRead } from './api/mark-read.ts';
import { type NotificationsTexts, useNotificationsTexts } from './texts.ts';

const FILTERS = ['type'] as const;

const TYPE_COLORS: Record<NotificationType, string> = {
  new: 'teal',
  import: 'blue',
  expired: 'red',
  no_claims: 'gray',
  high_claims: 'orange',
  limit_warning: 'yellow',
  backup_failed: 'red',
  backup_stale: 'orange',
};

const typeOptions = ({ t }: NotificationsTexts) => [
  { value: '', label: t('page.allTypes') },
  ...NOTIFICATION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
];

const isType = (value: string): value is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value);

/** The facts beside the message: the term's expiry, or the limit warning's window. */
function detail({ t, locale }: NotificationsTexts, n: NotificationView): string | null {
  if (n.type === 'expired' && n.termExpiry)
    return t('item.expiredOn', { date: formatDate(n.termExpiry, locale) });
  if (n.type === 'limit_warning' && n.windowStart)
    return t('item.windowFrom', { date: formatDate(n.windowStart, locale) });
  return null;
}

/** Who or what it is about: the member, or the imported file. */
function subjectName(n: NotificationView): string {
  return n.member ? n.member.fullName : (n.importBatch?.fileName ?? '');
}

/** The link to what it is about: the member's profile, or the imports page for an import batch. */
function SubjectLink({ n }: { n: NotificationView }) {
  const { t } = useNotificationsTexts();
  if (n.member)
    return (
      <Anchor
        component={Link}
        to={`/admin/member/${n.member.id}`}
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
        aria-label={t('item.viewMember', { name: n.member.fullName, reference: n.member.referenceNumber })}
      >
        {n.member.fullName} · {n.member.referenceNumber}
      </Anchor>
    );
  if (n.importBatch)
    return (
      <Anchor
        component={Link}
        to="/admin/members/import"
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
        aria-label={t('item.viewImport', { file: n.importBatch.fileName })}
      >
        {n.importBatch.fileName}
      </Anchor>
    );
  if (n.type === 'backup_failed' || n.type === 'backup_stale')
    return (
      <Anchor component={Link} to="/admin/dashboard#backups" size="sm">
        {t('item.backups')}
      </Anchor>
    );
  return null;
}

function NotificationItem({ n }: { n: NotificationView }) {
  const texts = useNotificationsTexts();
  const { t, tr, locale } = texts;
  const markRead = useMarkRead();
  const titleId = `notification-${n.id}`;
  const extra = detail(texts, n);
  const title = tr(n.title);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-labelledby={titleId}
      data-read={n.read}
      style={{
        borderLeft: n.read ? undefined : '4px solid var(--mantine-color-blue-6)',
        background: n.read ? undefined : 'var(--mantine-color-blue-0)',
      }}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Badge color={TYPE_COLORS[n.type]} variant="light" size="sm" style={{ textTransform: 'none' }}>
              {t(`types.${n.type}`)}
            </Badge>
            {n.read ? null : (
              <Badge color="blue" variant="filled" size="xs">
                {t('item.unread')}
              </Badge>
            )}
            <Text component="time" dateTime={n.createdAt} size="xs" c="dimmed">
              {formatDateTime(n.createdAt, locale)}
            </Text>
          </Group>
          <Text id={titleId} fw={n.read ? 500 : 700} size="sm">
            {title}
          </Text>
          <SubjectLink n={n} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {tr(n.message)}
          </Text>
          {extra ? (
            <Text size="xs" c="dimmed">
              {extra}
            </Text>
          ) : null}
        </Stack>
        {n.read ? null : (
          <Button
            size="xs"
            variant="light"
            onClick={() => markRead.mutate(n.id)}
            loading={markRead.isPending}
            aria-label={t('item.markReadOf', { title, subject: subjectName(n) })}
          >
            {t('item.markRead')}
          </Button>
        )}
      </Group>
      {markRead.isError ? (
        <Text size="xs" c="red" role="alert" mt={4}>
          {errorMessage(markRead.error)}
        </Text>
      ) : null}
    </Paper>
  );
}

/**
 * Notifications (DECISIONS 30): newest first, filtered by type (kept in the URL), each linking to
 * its member, with mark read and mark all read. Read state is this admin's own.
 */
export default function NotificationsPage() {
  const texts = useNotificationsTexts();
  const { t, m } = texts;
  const list = useListParams(FILTERS);
  const type = isType(list.filters.type) ? list.filters.type : '';
  const query = useNotifications({ type, page: list.page });
  const markAll = useMarkAllRead();
  const unread = query.data?.unread ?? 0;

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={query.data ? t('page.unreadNewestFirst', { count: unread }) : t('page.description')}
        actions={
          <Button
            variant="default"
            leftSection={<IconChecks size={18} aria-hidden />}
            onClick={() => markAll.mutate(undefined)}
            loading={markAll.isPending}
            disabled={!query.data || unread === 0}
          >
            {t('page.markAllRead')}
          </Button>
        }
      />
      <Group mb="md" align="flex-end">
        <Select
          label={t('page.type')}
          data={typeOptions(texts)}
          value={type}
          onChange={(value) => list.setFilter('type', value ?? '')}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      {markAll.isError ? (
        <Alert color="red" role="alert" mb="md">
          {errorMessage(markAll.error)}
        </Alert>
      ) : null}
      {query.isError ? (
        <RetryAlert title={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('page.loading')}>
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} h={88} radius="md" />
          ))}
        </Stack>
      ) : query.data.notifications.length === 0 ? (
        <EmptyState
          icon={IconBell}
          text={m('noNotifications')}
          hint={type ? t('page.hintFiltered') : t('page.hint')}
        />
      ) : (
        <>
          <Box
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
            aria-busy={query.isFetching}
          >
            <Stack
              gap="xs"
              component="ol"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('page.list')}
            >
              {query.data.notifications.map((n) => (
                <NotificationItem key={n.id} n={n} />
              ))}
            </Stack>
          </Box>
          <Pager
            page={query.data.page}
            totalPages={query.data.totalPages}
            onChange={list.setPage}
            disabled={query.isPlaceholderData}
          />
        </>
      )}
    </>
  );
}
