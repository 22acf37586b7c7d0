import type { NotificationType } from '@portal/domain';

export interface NotificationListParams {
  /** '' = every type. */
  type: NotificationType | '';
  page: number;
}

/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  page: (params: NotificationListParams) => ['notifications', 'page', params] as const,
};
