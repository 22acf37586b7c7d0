import { Badge, Button, Group, Loader, Modal, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ImportBatch } from '@portal/domain';
import { IconArrowBackUp, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useImportBatches } from '../api/get-import-batches.ts';
import { useUndoImport } from '../api/undo-import.ts';

/** The latest imports; a head admin can undo one while none of its members has a claim. */
export function ImportBatches({ canUndo, onUndone }: { canUndo: boolean; onUndone: () => void }) {
  const batches = useImportBatches();
  const undo = useUndoImport();
  const [undoing, setUndoing] = useState<ImportBatch | null>(null);

  if (batches.isPending) return <Loader size="sm" aria-label="Loading imports" />;
  if (batches.isError)
    return <RetryAlert title="Imports not loaded." onRetry={() => void batches.refetch()} />;
  const list = batches.data.batches;
  if (list.length === 0) return <Text c="dimmed">No imports yet.</Text>;

  const confirm = () => {
    if (!undoing) return;
    undo.mutate(undoing.id, {
      onSuccess: (done) => {
        notifications.show({ color: 'green', message: done.message });
        onUndone();
      },
      onError: (error) => {
        if (!isSessionEnded(error)) notifications.show({ color: 'red', message: errorMessage(error) });
      },
      onSettled: () => setUndoing(null),
    });
  };

  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table withTableBorder aria-label="Imports">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>File</Table.Th>
              <Table.Th>Imported</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Members</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <span className="visually-hidden">ID cards</span>
              </Table.Th>
              {canUndo ? <Table.Th /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{b.fileName}</Table.Td>
                <Table.Td>{formatDateTime(b.createdAt)}</Table.Td>
                <Table.Td>{b.createdByName}</Table.Td>
                <Table.Td>
                  {b.imported.toLocaleString('en-PH')}
                  {b.refused > 0 ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({b.refused.toLocaleString('en-PH')} refused)
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {b.undoneAt ? (
                    <Badge color="gray" variant="light">
                      Undone {formatDateTime(b.undoneAt)}
                    </Badge>
                  ) : b.membersWithClaims > 0 ? (
                    <Badge color="blue" variant="light">
                      {b.membersWithClaims} with claims
                    </Badge>
                  ) : (
                    <Badge color="green" variant="light">
                      Imported
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {b.undoneAt ? null : (
                    <Button
                      component={Link}
                      to={`/admin/members/cards?batch=${b.id}`}
                      size="xs"
                      variant="light"
                      leftSection={<IconPrinter size={16} aria-hidden />}
                      aria-label={`Print ID cards of ${b.fileName}`}
                    >
                      Print ID cards
                    </Button>
                  )}
                </Table.Td>
                {canUndo ? (
                  <Table.Td>
                    {!b.undoneAt && b.membersWithClaims === 0 ? (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        leftSection={<IconArrowBackUp size={16} aria-hidden />}
                        aria-label={`Undo the import of ${b.fileName}`}
                        onClick={() => setUndoing(b)}
                      >
                        Undo
                      </Button>
                    ) : null}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={undoing !== null} onClose={() => setUndoing(null)} title="Undo this import?" centered>
        <Text size="sm">
          The {undoing?.imported.toLocaleString('en-PH')} members imported from{' '}
          <strong>{undoing?.fileName}</strong> will be deleted, with anything added to them since. This is
          possible only while none of them has a claim.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setUndoing(null)}>
            Cancel
          </Button>
          <Button color="red" loading={undo.isPending} onClick={confirm}>
            Undo import
          </Button>
        </Group>
      </Modal>
    </>
  );
}
