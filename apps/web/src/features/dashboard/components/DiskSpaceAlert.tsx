import { Alert, Text } from '@mantine/core';
import { formatBytes } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useOutageMessages } from '../../../lib/i18n/admin-texts.ts';
import { useDiskStatus } from '../api/get-disk-status.ts';

/**
 * The low-disk warning (issue 30 item 3): for head admins, while less than 10 % or 1 GB is free on
 * the disk holding the data folder; says when saving is already refused. Nothing otherwise (nor
 * while loading or when the check fails: the dashboard itself must not depend on it).
 */
export function DiskSpaceAlert({ isHeadAdmin }: { isHeadAdmin: boolean }) {
  const outageMessages = useOutageMessages();
  const disk = useDiskStatus(isHeadAdmin);
  const data = disk.data?.dataDir;
  if (!isHeadAdmin || !data?.low) return null;
  return (
    <Alert
      color={data.writesRefused ? 'red' : 'orange'}
      variant="light"
      title={outageMessages.diskLowTitle}
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
    >
      <Text size="sm">
        {outageMessages.diskLow(formatBytes(data.freeBytes), formatBytes(data.totalBytes), data.path)}
      </Text>
      {data.writesRefused ? (
        <Text size="sm" fw={600} mt={4}>
          {outageMessages.diskWritesRefused}
        </Text>
      ) : null}
      <Text size="sm" mt={4}>
        {outageMessages.diskLowAdvice}
      </Text>
    </Alert>
  );
}
