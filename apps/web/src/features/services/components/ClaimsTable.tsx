import { Badge, Table } from '@mantine/core';
import { type ClaimView, formatPesos } from '@portal/domain';
import { formatDate } from '../../../lib/dates.ts';

interface ClaimsTableProps {
  claims: ClaimView[];
  caption: string;
  /** Earlier years show the membership year of each claim. */
  withMembershipYear?: boolean;
}

const serviceText = (c: ClaimView) =>
  c.specificProcedure ? `${c.serviceType} (${c.specificProcedure})` : c.serviceType;

/** Service, Institution, Amount, Date, Beneficiary use, Beneficiary, [Membership year], Tag. */
export function ClaimsTable({ claims, caption, withMembershipYear = false }: ClaimsTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption className="visually-hidden">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Service</Table.Th>
            <Table.Th>Institution</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Beneficiary use</Table.Th>
            <Table.Th>Beneficiary</Table.Th>
            {withMembershipYear ? <Table.Th>Membership year</Table.Th> : null}
            <Table.Th>Tag</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {claims.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{serviceText(c)}</Table.Td>
              <Table.Td>{c.institution}</Table.Td>
              <Table.Td>{formatPesos(c.amountCentavos)}</Table.Td>
              <Table.Td>{formatDate(c.date)}</Table.Td>
              <Table.Td>{c.beneficiaryUse}</Table.Td>
              <Table.Td>{c.beneficiaryName ?? '—'}</Table.Td>
              {withMembershipYear ? <Table.Td>{c.membershipYear || 'N/A'}</Table.Td> : null}
              <Table.Td>
                <Badge color={c.tag === 'Current' ? 'teal' : 'gray'} variant="light">
                  {c.tag}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
