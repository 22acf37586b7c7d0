import { Badge, Tooltip } from '@mantine/core';
import { messages } from '@portal/domain';
import { IconFileAlert } from '@tabler/icons-react';

/** An imported member without ID picture or e-signature (DECISIONS 38), until Update Profile adds them. */
export function DocumentsMissingBadge({ size = 'sm' }: { size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Tooltip label="Add the ID picture and e-signature with Update Profile">
      <Badge color="orange" variant="light" size={size} leftSection={<IconFileAlert size={12} aria-hidden />}>
        {messages.documentsMissing}
      </Badge>
    </Tooltip>
  );
}
