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
  BULK_IMAGE_KIND_LABELS,
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

const count = (n: number) => n.toLocaleString('en-PH');

const matchedColumns: ListColumn<BulkImageMatch>[] = [
  {
    key: 'file',
    label: 'File',
    cell: (m) => (
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {m.fileName}
      </Text>
    ),
  },
  { key: 'member', label: 'Member', cell: (m) => m.memberName },
  { key: 'id', label: 'ID Number', cell: (m) => m.idNumber, nowrap: true },
  { key: 'kind', label: 'Image', cell: (m) => BULK_IMAGE_KIND_LABELS[m.kind], nowrap: true },
  {
    key: 'replaces',
    label: 'Existing image',
    cell: (m) =>
      m.replaces ? (
        <Badge color="orange" variant="light">
          Replaced
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          None yet
        </Badge>
      ),
    nowrap: true,
  },
];

const unmatchedColumns: ListColumn<BulkImageUnmatched>[] = [
  {
    key: 'file',
    label: 'File',
    cell: (u) => (
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {u.fileName}
      </Text>
    ),
  },
  {
    key: 'reason',
    label: 'Why it is left out',
    cell: (u) => (
      <Text size="sm" c="red.8">
        {u.reason}
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
        notifications.show({ color: 'green', message: done.message });
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
    <Modal
      opened={opened}
      onClose={close}
      title="Upload ID pictures and e-signatures"
      size="xl"
      fullScreen={phone}
    >
      <Stack gap="md">
        <div>
          <Title order={3} size="h5" mb={4}>
            Name each file by the member
          </Title>
          <List size="sm" spacing={2}>
            <List.Item>
              ID picture: <code>2024-00123.jpg</code> or <code>2024-00123_photo.jpg</code>
            </List.Item>
            <List.Item>
              E-signature: <code>2024-00123_signature.png</code>
            </List.Item>
            <List.Item>
              The reference number works too: <code>REF-20240105-101500-0001-photo.jpg</code>
            </List.Item>
            <List.Item>
              PNG or JPG (ID picture up to 5 MB, e-signature up to 2 MB); a zip of such files is unpacked. At
              most {count(BULK_IMAGES_MAX_FILES)} images and {BULK_IMAGES_MAX_BYTES / 1024 / 1024} MB at a
              time.
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
            <Text size="sm">Drop the images or a zip here, or choose them:</Text>
            <FileInput
              label="Images or zip files"
              multiple
              accept="image/png,image/jpeg,.jpg,.jpeg,.png,.zip,application/zip"
              leftSection={<IconPhotoUp size={18} aria-hidden />}
              value={files}
              onChange={choose}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the chosen files' }}
            />
            <Group gap="sm">
              <Button onClick={runPreview} disabled={files.length === 0} loading={check.isPending}>
                Preview
              </Button>
              {files.length > 0 ? (
                <Text size="sm" c="dimmed">
                  {count(files.length)} file{files.length === 1 ? '' : 's'} chosen
                </Text>
              ) : null}
            </Group>
          </Stack>
        </Paper>

        {failure && !isSessionEnded(failure) ? (
          <Alert color="red" variant="light" role="alert" title="The files cannot be uploaded">
            {errorMessage(failure)}
          </Alert>
        ) : null}

        {preview ? (
          <Stack gap="md" component="section" aria-labelledby="bulk-images-preview">
            <Title order={3} size="h5" id="bulk-images-preview">
              Preview
            </Title>
            <Text size="sm" role="status">
              {count(preview.files)} file{preview.files === 1 ? '' : 's'} read:{' '}
              <strong>{count(matched)} matched</strong>, {count(preview.unmatched.length)} left out.
            </Text>
            {matched > 0 ? (
              <div>
                <Text fw={600} mb="xs">
                  Matched ({count(matched)})
                </Text>
                <ResponsiveTable
                  caption="Matched files"
                  rows={preview.matched}
                  rowKey={(m) => String(preview.matched.indexOf(m))}
                  columns={matchedColumns}
                  cardTitle={(m) => m.memberName}
                  framed
                />
              </div>
            ) : null}
            {preview.unmatched.length > 0 ? (
              <div>
                <Text fw={600} mb="xs">
                  Left out ({count(preview.unmatched.length)})
                </Text>
                <ResponsiveTable
                  caption="Files left out"
                  rows={preview.unmatched}
                  rowKey={(u) => String(preview.unmatched.indexOf(u))}
                  columns={unmatchedColumns}
                  framed
                />
              </div>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                leftSection={<IconUpload size={16} aria-hidden />}
                onClick={runStore}
                loading={save.isPending}
                disabled={matched === 0}
              >
                Store {count(matched)} image{matched === 1 ? '' : 's'}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
