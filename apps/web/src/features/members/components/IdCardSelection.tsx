import { Button, Group, Text } from '@mantine/core';
import { ID_CARDS_PER_REQUEST } from '@portal/domain';
import { IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';
import { useIdCardRefusals } from '../texts.ts';

/**
 * Above the table: the members ticked for ID cards (on any page) and Print ID cards, which opens the
 * batch page with them (at most 200); with none ticked it opens the page to choose a barangay.
 */
export function IdCardSelection({
  selected,
  onClear,
}: {
  selected: ReadonlySet<string>;
  onClear: () => void;
}) {
  const { t, locale } = useMemberTexts();
  const refusals = useIdCardRefusals();
  const count = selected.size;
  const tooMany = count > ID_CARDS_PER_REQUEST;
  const to = count > 0 ? `/admin/members/cards?ids=${[...selected].join(',')}` : '/admin/members/cards';
  return (
    <Group gap="sm" mb="sm" wrap="wrap" role="group" aria-label={t('selection.group')}>
      <Text size="sm" aria-live="polite">
        {count === 0 ? t('selection.none') : t('selection.count', { count })}
      </Text>
      {tooMany ? (
        <Text size="sm" c="red.8">
          {refusals.idCardsTooMany(String(ID_CARDS_PER_REQUEST), count.toLocaleString(locale))}
        </Text>
      ) : null}
      <Button
        component={Link}
        to={to}
        size="compact-sm"
        variant={count > 0 ? 'filled' : 'light'}
        leftSection={<IconPrinter size={16} aria-hidden />}
        disabled={tooMany}
        onClick={(event) => tooMany && event.preventDefault()}
      >
        {t('selection.print')}
      </Button>
      {count > 0 ? (
        <Button size="compact-sm" variant="subtle" onClick={onClear}>
          {t('selection.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
