import { Badge, Button, Group, Loader, Modal, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ImportBatch } from '@portal/domain';
import { IconArrowBackUp, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { RowButton } from '../../../components/RowButton.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useImportBatches } from '../api/get-import-batches.ts';
import { useUndoImport } from '../api/undo-import.ts';
import { useImportTexts } from '../texts.ts';

/** Where a placeholder's value goes in a sentence, to set it apart (bold) there. */
const SLOT = '\u0000';

/** A status badge as wide as its words (a longer Filipino word would otherwise be cut off with '…'). */
const WHOLE = { minWidth: 'max-content' } as const;

/** The latest imports; a head admin can undo one while none of its members has a claim. */
export function ImportBatches({ canUndo, onUndone }: { canUndo: boolean; onUndone: () => void }) {
  const { t, locale, tr } = useImportTexts();
  const batches = useImportBatches();
  const undo = useUndoImport();
  const [undoing, setUndoing] = useState<ImportBatch | null>(null);

  if (batches.isPending) return <Loader size="sm" aria-label={t('batches.loading')} />;
  if (batches.isError)
    return <RetryAlert title={t('batches.loadFailed')} onRetry={() => void batches.refetch()} />;
  const list = batches.data.batches;
  if (list.length === 0) return <Text c="dimmed">{t('batches.empty')}</Text>;

  const confirm = () => {
    if (!undoing) return;
    undo.mutate(undoing.id, {
      onSuccess: (done) => {
        notifications.show({ color: 'green', message: tr(done.message) });
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
        <Table withTableBorder aria-label={t('batches.caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('batches.file')}</Table.Th>
              <Table.Th>{t('batches.imported')}</Table.Th>
              <Table.Th>{t('batches.by')}</Table.Th>
              <Table.Th>{t('batches.members')}</Table.Th>
              <Table.Th>{t('batches.status')}</Table.Th>
              <Table.Th>
                <span className="visually-hidden">{t('batches.idCards')}</span>
              </Table.Th>
              {canUndo ? <Table.Th /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{b.fileName}</Table.Td>
                <Table.Td>{formatDateTime(b.createdAt, locale)}</Table.Td>
                <Table.Td>{b.createdByName}</Table.Td>
                <Table.Td>
                  {b.imported.toLocaleString(locale)}
                  {b.refused > 0 ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      {t('batches.refused', { n: b.refused })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {b.undoneAt ? (
                    <Badge color="gray" variant="light" style={WHOLE}>
                      {t('batches.undone', { when: formatDateTime(b.undoneAt, locale) })}
                    </Badge>
                  ) : b.membersWithClaims > 0 ? (
                    <Badge color="blue" variant="light" style={WHOLE}>
                      {t('batches.withClaims', { n: b.membersWithClaims })}
                    </Badge>
                  ) : (
                    <Badge color="green" variant="light" style={WHOLE}>
                      {t('batches.statusImported')}
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
                      aria-label={t('batches.printCardsOf', { file: b.fileName })}
                    >
                      {t('batches.printCards')}
                    </Button>
                  )}
                </Table.Td>
                {canUndo ? (
                  <Table.Td>
                    {!b.undoneAt && b.membersWithClaims === 0 ? (
                      <RowButton
                        icon={IconArrowBackUp}
                        label={t('batches.undoOf', { file: b.fileName })}
                        color="red"
                        onClick={() => setUndoing(b)}
                      >
                        {t('batches.undo')}
                      </RowButton>
                    ) : null}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={undoing !== null}
        onClose={() => setUndoing(null)}
        title={t('batches.undoTitle')}
        centered
      >
        <Text size="sm">
          {undoing ? <UndoBody t={t} count={undoing.imported} file={undoing.fileName} /> : null}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setUndoing(null)}>
            {t('batches.cancel')}
          </Button>
          <Button color="red" loading={undo.isPending} onClick={confirm}>
            {t('batches.undoConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** The undo's question with the file's name in bold, wherever the language puts it. */
function UndoBody({
  t,
  count,
  file,
}: {
  t: ReturnType<typeof useImportTexts>['t'];
  count: number;
  file: string;
}) {
  const [before, after] = t('batches.undoBody', { n: count, file: SLOT }).split(SLOT);
  return (
    <>
      {before}
      <strong>{file}</strong>
      {after}
    </>
  );
}
