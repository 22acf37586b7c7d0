import { Stack, Text, TextInput, Title } from '@mantine/core';
import type { ClaimView, VoidedClaimView } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { filterClaims } from '../history-search.ts';
import { useServicesTexts } from '../texts.ts';
import { type ClaimActions, ClaimsTable, type HistoryClaim } from './ClaimsTable.tsx';

interface ServiceHistoryProps {
  claims: ClaimView[];
  /** Voided claims, shown struck through among the others (DECISIONS 51). */
  voidedClaims?: VoidedClaimView[];
  actions?: ClaimActions;
  /** 'Y - Y+1' of today's membership year. */
  yearLabel: string | null;
}

/**
 * The claimed services, searchable (spec 2): this membership year's claims tagged 'Current', then
 * the earlier years' tagged 'Archived' with their membership year.
 */
export function ServiceHistory({ claims, voidedClaims = [], actions, yearLabel }: ServiceHistoryProps) {
  const { t, m } = useServicesTexts();
  const [query, setQuery] = useState('');
  // Newest service date first, a voided claim beside the claims of its day.
  const all: HistoryClaim[] = [...claims, ...voidedClaims].sort(
    (a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt),
  );
  const shown = filterClaims(all, query);
  const current = shown.filter((c) => c.tag === 'Current');
  const archived = shown.filter((c) => c.tag === 'Archived');
  const currentTitle = t('history.current', { year: yearLabel ?? t('history.notApplicable') });

  return (
    <Stack gap="md">
      <TextInput
        label={t('history.search')}
        placeholder={t('history.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={520}
      />
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          {m('noClaimedServices')}
        </Text>
      ) : (
        <>
          <section aria-labelledby="claims-current">
            <Title order={3} fz="md" id="claims-current" mb="xs">
              {currentTitle}
            </Title>
            {current.length ? (
              <ClaimsTable claims={current} caption={currentTitle} actions={actions} />
            ) : (
              <Text c="dimmed" size="sm">
                {m('noClaimedServices')}
              </Text>
            )}
          </section>
          {archived.length ? (
            <section aria-labelledby="claims-archived">
              <Title order={3} fz="md" id="claims-archived" mb="xs">
                {t('history.archived')}
              </Title>
              <ClaimsTable
                claims={archived}
                caption={t('history.archived')}
                withMembershipYear
                actions={actions}
              />
            </section>
          ) : null}
        </>
      )}
    </Stack>
  );
}
