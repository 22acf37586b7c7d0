import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { UNREAD_COUNT_CAP } from '@portal/domain';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUnreadCount } from './api/get-unread-count.ts';
import { useNotificationsTexts } from './texts.ts';

/** '999+' past 999 (the server counts up to 1,000). */
export function unreadLabel(unread: number): string {
  return unread >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(unread);
}

/** The header's bell (DECISIONS 30): the unread count, opening the notifications list. */
export function NotificationBell() {
  const { t } = useNotificationsTexts();
  const { data } = useUnreadCount();
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t('bell.unread', { shown: unreadLabel(unread) }) : t('bell.noneUnread');
  return (
    <Tooltip label={label} openDelay={400}>
      <Indicator label={unreadLabel(unread)} size={18} offset={4} color="red" disabled={unread === 0}>
        <ActionIcon component={Link} to="/admin/notifications" variant="subtle" size="lg" aria-label={label}>
          <IconBell size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
