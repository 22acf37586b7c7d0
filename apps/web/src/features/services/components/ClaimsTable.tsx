import { ActionIcon, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { type ClaimView, formatPesos, type VoidedClaimView } from '@portal/domain';
import { IconBan, IconDots, IconPencil } from '@tabler/icons-react';
import { ReceiptLink } from '../../../components/ReceiptLink.tsx';
import { type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { type ServicesTexts, useServicesTexts } from '../texts.ts';

/** A row of the history: a claim that counts, or a voided one (DECISIONS 51). */
export type HistoryClaim = ClaimView | VoidedClaimView;

export const isVoided = (c: HistoryClaim): c is VoidedClaimView => 'voidReason' in c;

/** What a row can do: open its receipt, and (when the admin may) void or correct it. */
export interface ClaimActions {
  /** Whether the signed-in admin may void this claim (the domain's canVoidClaim). */
  canVoid: (claim: ClaimView) => boolean;
  onVoid: (claim: ClaimView) => void;
  onCorrect: (claim: ClaimView) => void;
}

interface ClaimsTableProps {
  claims: HistoryClaim[];
  caption: string;
  /** Earlier years show the membership year of each claim. */
  withMembershipYear?: boolean;
  actions?: ClaimActions;
}

const serviceText = (c: HistoryClaim) =>
  c.specificProcedure ? `${c.serviceType} (${c.specificProcedure})` : c.serviceType;

/** A voided claim's values are struck through (the row stays readable). */
const struck = (c: HistoryClaim, text: string) =>
  isVoided(c) ? (
    <Text span inherit td="line-through">
      {text}
    </Text>
  ) : (
    text
  );

const rowName = (c: HistoryClaim, { t, locale }: Pick<ServicesTexts, 't' | 'locale'>) =>
  t('history.rowName', {
    service: c.serviceType,
    amount: formatPesos(c.amountCentavos),
    date: formatDate(c.date, locale),
  });

function RowActions({ claim, actions }: { claim: HistoryClaim; actions?: ClaimActions }) {
  const texts = useServicesTexts();
  const { t } = texts;
  const name = rowName(claim, texts);
  const voidable = !isVoided(claim) && actions?.canVoid(claim);
  return (
    <Group gap={4} wrap="nowrap">
      <ReceiptLink
        claimId={claim.id}
        variant="subtle"
        iconOnly
        context={t('history.receiptFor', { claim: name })}
      />
      {voidable && actions ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('history.moreActions', { claim: name })}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => actions.onCorrect(claim)}
            >
              {t('history.correct')}
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconBan size={14} aria-hidden />}
              onClick={() => actions.onVoid(claim)}
            >
              {t('history.void')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}

const columns = (
  { t, locale }: ServicesTexts,
  withMembershipYear: boolean,
  actions?: ClaimActions,
): ListColumn<HistoryClaim>[] => [
  { key: 'service', label: t('history.service'), cell: (c) => struck(c, serviceText(c)) },
  { key: 'institution', label: t('history.institution'), cell: (c) => struck(c, c.institution) },
  {
    key: 'amount',
    label: t('history.amount'),
    cell: (c) => struck(c, formatPesos(c.amountCentavos)),
    nowrap: true,
  },
  {
    key: 'date',
    label: t('history.date'),
    cell: (c) => struck(c, formatDate(c.date, locale)),
    nowrap: true,
  },
  {
    key: 'use',
    label: t('history.beneficiaryUse'),
    cell: (c) => (c.beneficiaryUse === 'Yes' ? t('claim.yes') : t('claim.no')),
  },
  { key: 'beneficiary', label: t('history.beneficiary'), cell: (c) => c.beneficiaryName ?? '—' },
  ...(withMembershipYear
    ? [
        {
          key: 'year',
          label: t('history.membershipYear'),
          cell: (c: HistoryClaim) => c.membershipYear || t('history.notApplicable'),
          nowrap: true,
        },
      ]
    : []),
  {
    key: 'tag',
    label: t('history.tag'),
    cell: (c) =>
      isVoided(c) ? (
        <Stack gap={2} miw={170}>
          <Badge color="red" variant="light">
            {t('history.voided')}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('history.voidedBy', {
              name: c.voidedByName ?? t('history.formerAdmin'),
              when: formatDateTime(c.voidedAt, locale),
              reason: c.voidReason,
            })}
            {c.replacedBy ? t('history.corrected') : ''}
          </Text>
        </Stack>
      ) : (
        <Group gap={4} wrap="nowrap">
          <Badge color={c.tag === 'Current' ? 'teal' : 'gray'} variant="light">
            {c.tag}
          </Badge>
          {c.correctsClaimId ? (
            <Badge color="blue" variant="outline">
              {t('history.correction')}
            </Badge>
          ) : null}
        </Group>
      ),
  },
  {
    key: 'actions',
    label: t('history.actions'),
    labelHidden: true,
    nowrap: true,
    cell: (c) => <RowActions claim={c} actions={actions} />,
  },
];

/** Service, Institution, Amount, Date, Beneficiary use, Beneficiary, [Membership year], Tag, actions. */
export function ClaimsTable({ claims, caption, withMembershipYear = false, actions }: ClaimsTableProps) {
  const texts = useServicesTexts();
  return (
    <ResponsiveTable
      caption={caption}
      rows={claims}
      rowKey={(c) => c.id}
      columns={columns(texts, withMembershipYear, actions)}
      minWidth={860}
      verticalSpacing="xs"
    />
  );
}
