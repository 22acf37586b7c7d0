import { ActionIcon, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { type ClaimView, formatPesos, type VoidedClaimView } from '@portal/domain';
import { IconBan, IconDots, IconPencil } from '@tabler/icons-react';
import { ReceiptLink } from '../../../components/ReceiptLink.tsx';
import { type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';

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

const rowName = (c: HistoryClaim) =>
  `${c.serviceType} of ${formatPesos(c.amountCentavos)} on ${formatDate(c.date)}`;

function RowActions({ claim, actions }: { claim: HistoryClaim; actions?: ClaimActions }) {
  const voidable = !isVoided(claim) && actions?.canVoid(claim);
  return (
    <Group gap={4} wrap="nowrap">
      <ReceiptLink claimId={claim.id} variant="subtle" iconOnly context={`for ${rowName(claim)}`} />
      {voidable && actions ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`More actions for the claim ${rowName(claim)}`}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => actions.onCorrect(claim)}
            >
              Correct
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconBan size={14} aria-hidden />}
              onClick={() => actions.onVoid(claim)}
            >
              Void
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}

const columns = (withMembershipYear: boolean, actions?: ClaimActions): ListColumn<HistoryClaim>[] => [
  { key: 'service', label: 'Service', cell: (c) => struck(c, serviceText(c)) },
  { key: 'institution', label: 'Institution', cell: (c) => struck(c, c.institution) },
  { key: 'amount', label: 'Amount', cell: (c) => struck(c, formatPesos(c.amountCentavos)), nowrap: true },
  { key: 'date', label: 'Date', cell: (c) => struck(c, formatDate(c.date)), nowrap: true },
  { key: 'use', label: 'Beneficiary use', cell: (c) => c.beneficiaryUse },
  { key: 'beneficiary', label: 'Beneficiary', cell: (c) => c.beneficiaryName ?? '—' },
  ...(withMembershipYear
    ? [
        {
          key: 'year',
          label: 'Membership year',
          cell: (c: HistoryClaim) => c.membershipYear || 'N/A',
          nowrap: true,
        },
      ]
    : []),
  {
    key: 'tag',
    label: 'Tag',
    cell: (c) =>
      isVoided(c) ? (
        <Stack gap={2} miw={170}>
          <Badge color="red" variant="light">
            Voided
          </Badge>
          <Text size="xs" c="dimmed">
            {`By ${c.voidedByName ?? 'a former administrator'}, ${formatDateTime(c.voidedAt)}: ${c.voidReason}`}
            {c.replacedBy ? ' (corrected)' : ''}
          </Text>
        </Stack>
      ) : (
        <Group gap={4} wrap="nowrap">
          <Badge color={c.tag === 'Current' ? 'teal' : 'gray'} variant="light">
            {c.tag}
          </Badge>
          {c.correctsClaimId ? (
            <Badge color="blue" variant="outline">
              Correction
            </Badge>
          ) : null}
        </Group>
      ),
  },
  {
    key: 'actions',
    label: 'Actions',
    labelHidden: true,
    nowrap: true,
    cell: (c) => <RowActions claim={c} actions={actions} />,
  },
];

/** Service, Institution, Amount, Date, Beneficiary use, Beneficiary, [Membership year], Tag, actions. */
export function ClaimsTable({ claims, caption, withMembershipYear = false, actions }: ClaimsTableProps) {
  return (
    <ResponsiveTable
      caption={caption}
      rows={claims}
      rowKey={(c) => c.id}
      columns={columns(withMembershipYear, actions)}
      minWidth={860}
      verticalSpacing="xs"
    />
  );
}
