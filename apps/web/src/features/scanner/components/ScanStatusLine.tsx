import { Alert, Anchor, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';
import type { ScanStatus, ScanTone } from '../../../lib/qr/scan-status.ts';

const look: Record<ScanTone, { color: string; icon: React.ReactNode }> = {
  info: { color: 'gray', icon: <IconQrcode size={20} aria-hidden /> },
  busy: { color: 'blue', icon: <Loader size={18} type="dots" aria-hidden /> },
  success: { color: 'green', icon: <IconCircleCheck size={20} aria-hidden /> },
  warning: { color: 'orange', icon: <IconAlertTriangle size={20} aria-hidden /> },
  error: { color: 'red', icon: <IconAlertCircle size={20} aria-hidden /> },
};

/** The scanner's one status line (role="status", announced politely as it changes). */
export function ScanStatusLine({ status }: { status: ScanStatus }) {
  const { t, m, tr } = useMemberTexts();
  const { color, icon } = look[status.tone];
  return (
    <Alert
      role="status"
      aria-live="polite"
      aria-label={t('scanner.statusLabel')}
      data-tone={status.tone}
      color={color}
      variant="light"
      icon={icon}
    >
      <Text size="sm">{tr(status.message)}</Text>
      {status.archived ? (
        <>
          <Text size="sm" mt={4}>
            {m('scanArchivedMemberDetail', status.archived.fullName)}
          </Text>
          <Anchor component={Link} to="/admin/archived-members" size="sm" fw={600}>
            {t('scanner.openArchived')}
          </Anchor>
        </>
      ) : null}
    </Alert>
  );
}
