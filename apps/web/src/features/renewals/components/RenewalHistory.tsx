import { Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { RenewalView } from '@portal/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { useTexts } from '../../../lib/i18n/language.ts';
import { useRenewalsTexts } from '../texts.ts';

function ExpiryChange({ renewal }: { renewal: RenewalView }) {
  const { t, locale } = useRenewalsTexts();
  return (
    <Group gap={6} wrap="wrap" component="span">
      <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
        {formatDate(renewal.previousExpiry, locale)}
      </Text>
      <IconArrowRight size={14} aria-label={t('member.to')} />
      <Text size="sm" span fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatDate(renewal.newExpiry, locale)}
      </Text>
    </Group>
  );
}

function RenewalsTable({ renewals }: { renewals: RenewalView[] }) {
  const { t, locale } = useRenewalsTexts();
  return (
    <Box visibleFrom="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder verticalSpacing="xs">
          <caption className="visually-hidden">{t('member.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('member.renewedOn')}</Table.Th>
              <Table.Th scope="col">{t('member.expiry')}</Table.Th>
              <Table.Th scope="col">{t('member.by')}</Table.Th>
              <Table.Th scope="col">{t('member.note')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {renewals.map((renewal) => (
              <Table.Tr key={renewal.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(renewal.renewedAt, locale)}
                </Table.Td>
                <Table.Td>
                  <ExpiryChange renewal={renewal} />
                </Table.Td>
                <Table.Td>{renewal.renewedByName ?? '—'}</Table.Td>
                <Table.Td miw={200} style={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
                  {renewal.note || '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}

function RenewalsList({ renewals }: { renewals: RenewalView[] }) {
  const { t, locale } = useRenewalsTexts();
  return (
    <Stack component="ol" gap="xs" p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }}>
      {renewals.map((renewal) => (
        <Paper key={renewal.id} component="li" withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {renewal.renewedByName
                ? t('member.renewedBy', {
                    when: formatDateTime(renewal.renewedAt, locale),
                    name: renewal.renewedByName,
                  })
                : t('member.renewed', { when: formatDateTime(renewal.renewedAt, locale) })}
            </Text>
            <ExpiryChange renewal={renewal} />
            {renewal.note ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
                {renewal.note}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** A member's renewals, newest first: when, the expiry before and after, by whom, and the note. */
export function RenewalHistory({ renewals }: { renewals: RenewalView[] }) {
  const { m } = useTexts();
  if (renewals.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {m('noRenewals')}
      </Text>
    );
  }
  return (
    <>
      <RenewalsTable renewals={renewals} />
      <RenewalsList renewals={renewals} />
    </>
  );
}
