import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  BULK_IMAGES_MAX_BYTES,
  BULK_IMAGES_MAX_FILES,
  type BulkImageMatch,
  type BulkImagesPreview,
  type BulkImageUnmatched,
} from '@portal/domain';
import { IconPhotoUp, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { usePreviewBulkImages, useStoreBulkImages } from '../api/bulk-images.ts';
import { useImportTexts } from '../texts.ts';

type ImportTexts = ReturnType<typeof useImportTexts>['t'];

const matchedColumns = (t: ImportTexts): ListColumn<BulkImageMatch>[] => [
  {
    key: 'file',
    label: t('images.file'),
    cell: (m) => (
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {m.fileName}
      </Text>
    ),
  },
  { key: 'member', label: t('images.member'), cell: (m) => m.memberName },
  { key: 'id', label: t('images.idNumber'), cell: (m) => m.idNumber, nowrap: true },
  { key: 'kind', label: t('images.image'), cell: (m) => t(`images.kinds.${m.kind}`), nowrap: true },
  {
    key: 'replaces',
    label: t('images.existing'),
    cell: (m) => (
      <Badge color={m.replaces ? 'orange' : 'gray'} variant="light">
        {m.replaces ? t('images.replaced') : t('images.noneYet')}
      </Badge>
    ),
    nowrap: true,
  },
];

const unmatchedColumns = (t: ImportTexts, tr: (text: string) => string): ListColumn<BulkImageUnmatched>[] => [
  {
    key: 'file',
    label: t('images.file'),
    cell: (u) => (
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {u.fileName}
      </Text>
    ),
  },
  {
    key: 'reason',
    label: t('images.why'),
    cell: (u) => (
      <Text size="sm" c="red.8">
        {tr(u.reason)}
      </Text>
    ),
  },
];

/**
 * Upload ID pictures and e-signatures in bulk (issue 24 item 4): drop or choose images or zips named
 * by ID number or reference number, preview which member and image each file becomes (and which
 * are left out, and why), then store them all at once.
 */
export function BulkImagesModal({
  opened,
  onClose,
  onStored,
}: {
  opened: boolean;
  onClose: () => void;
  onStored: () => void;
}) {
  const { t, tr } = useImportTexts();
  const phone = useMediaQuery('(max-width: 36em)');
  const [files, setFiles] = useState<File[]>([]);
  const [preview, setPreview] = useState<BulkImagesPreview | null>(null);
  const [dragging, setDragging] = useState(false);
  const check = usePreviewBulkImages();
  const save = useStoreBulkImages();

  const choose = (next: File[]) => {
    setFiles(next);
    setPreview(null);
    check.reset();
    save.reset();
  };
  const close = () => {
    choose([]);
    onClose();
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = [...event.dataTransfer.files];
    if (dropped.length > 0) choose([...files, ...dropped]);
  };
  const runPreview = () => check.mutate(files, { onSuccess: setPreview, onError: () => setPreview(null) });
  const runStore = () =>
    save.mutate(files, {
      onSuccess: (done) => {
        notifications.show({ color: 'green', message: tr(done.message) });
        onStored();
        close();
      },
      onError: (error) => {
        if (!isSessionEnded(error)) runPreview();
      },
    });
  const failure = check.error ?? save.error;
  const matched = preview?.matched.length ?? 0;

  return (
    <Modal opened={opened} onClose={close} title={t('images.dialogTitle')} size="xl" fullScreen={phone}>
      <Stack gap="md">
        <div>
          <Title order={3} size="h5" mb={4}>
            {t('images.namingTitle')}
          </Title>
          <List size="sm" spacing={2}>
            <List.Item>
              {t('images.idPicture')} <code>{t('images.examples.idPicture')}</code> {t('images.or')}{' '}
              <code>{t('images.examples.photo')}</code>
            </List.Item>
            <List.Item>
              {t('images.signature')} <code>{t('images.examples.signature')}</code>
            </List.Item>
            <List.Item>
              {t('images.reference')} <code>{t('images.examples.reference')}</code>
            </List.Item>
            <List.Item>
              {t('images.formats', {
                files: BULK_IMAGES_MAX_FILES,
                megabytes: BULK_IMAGES_MAX_BYTES / 1024 / 1024,
              })}
            </List.Item>
          </List>
        </div>

        <Paper
          withBorder
          radius="md"
          p="md"
          bg={dragging ? 'blue.0' : undefined}
          style={{ borderStyle: 'dashed' }}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          data-testid="bulk-images-drop"
        >
          <Stack gap="xs">
            <Text size="sm">{t('images.drop')}</Text>
            <FileInput
              label={t('images.filesLabel')}
              multiple
              accept="image/png,image/jpeg,.jpg,.jpeg,.png,.zip,application/zip"
              leftSection={<IconPhotoUp size={18} aria-hidden />}
              value={files}
              onChange={choose}
              clearable
              clearButtonProps={{ 'aria-label': t('images.clearFiles') }}
            />
            <Group gap="sm">
              <Button onClick={runPreview} disabled={files.length === 0} loading={check.isPending}>
                {t('images.preview')}
              </Button>
              {files.length > 0 ? (
                <Text size="sm" c="dimmed">
                  {t('images.chosen', { count: files.length })}
                </Text>
              ) : null}
            </Group>
          </Stack>
        </Paper>

        {failure && !isSessionEnded(failure) ? (
          <Alert color="red" variant="light" role="alert" title={t('images.refusedTitle')}>
            {errorMessage(failure)}
          </Alert>
        ) : null}

        {preview ? (
          <Stack gap="md" component="section" aria-labelledby="bulk-images-preview">
            <Title order={3} size="h5" id="bulk-images-preview">
              {t('images.previewTitle')}
            </Title>
            <Text size="sm" role="status">
              {t('images.filesRead', { count: preview.files })}{' '}
              <strong>{t('images.matchedCount', { n: matched })}</strong>,{' '}
              {t('images.leftOutCount', { n: preview.unmatched.length })}
            </Text>
            {matched > 0 ? (
              <div>
                <Text fw={600} mb="xs">
                  {t('images.matchedTitle', { n: matched })}
                </Text>
                <ResponsiveTable
                  caption={t('images.matchedCaption')}
                  rows={preview.matched}
                  rowKey={(m) => String(preview.matched.indexOf(m))}
                  columns={matchedColumns(t)}
                  cardTitle={(m) => m.memberName}
                  framed
                />
              </div>
            ) : null}
            {preview.unmatched.length > 0 ? (
              <div>
                <Text fw={600} mb="xs">
                  {t('images.leftOutTitle', { n: preview.unmatched.length })}
                </Text>
                <ResponsiveTable
                  caption={t('images.leftOutCaption')}
                  rows={preview.unmatched}
                  rowKey={(u) => String(preview.unmatched.indexOf(u))}
                  columns={unmatchedColumns(t, tr)}
                  framed
                />
              </div>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('images.cancel')}
              </Button>
              <Button
                leftSection={<IconUpload size={16} aria-hidden />}
                onClick={runStore}
                loading={save.isPending}
                disabled={matched === 0}
              >
                {t('images.store', { count: matched })}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
