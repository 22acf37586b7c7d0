import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useAdminTexts } from '../lib/i18n/admin-texts.ts';

interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
  /** The list counted only so far (a broad search): there are more pages than `totalPages`. */
  more?: boolean;
}

/** Previous / Next with 'Page X of Y' (spec 2), or 'Page X of Y+' when the list counted only so far. */
export function Pager({ page, totalPages, onChange, disabled, more = false }: PagerProps) {
  const { t } = useAdminTexts();
  const pages = Math.max(totalPages, 1);
  return (
    <Group justify="center" gap="md" mt="lg" component="nav" aria-label={t('pager.label')}>
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={disabled || page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t('pager.previous')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t(more ? 'pager.pageOfMore' : 'pager.pageOf', { page: more ? page : Math.min(page, pages), pages })}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={disabled || (page >= pages && !more)}
        onClick={() => onChange(page + 1)}
      >
        {t('pager.next')}
      </Button>
    </Group>
  );
}
