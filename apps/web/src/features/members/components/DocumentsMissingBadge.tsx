import { Badge, Tooltip } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';

/** An imported member without ID picture or e-signature (DECISIONS 38), until Update Profile adds them. */
export function DocumentsMissingBadge({ size = 'sm' }: { size?: 'sm' | 'md' | 'lg' }) {
  const { t, m } = useMemberTexts();
  return (
    <Tooltip label={t('card.documentsHint')}>
      <Badge color="orange" variant="light" size={size} leftSection={<IconFileAlert size={12} aria-hidden />}>
        {m('documentsMissing')}
      </Badge>
    </Tooltip>
  );
}
