import { Alert, Anchor, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IMPORT_EARLIEST_REGISTRATION_DATE,
  type ImportDone,
  type ImportPreview,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_MAX_ROWS,
} from '@portal/domain';
import { IconDownload, IconFileSpreadsheet, IconPhotoUp, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { errorMessage } from '../../lib/api.ts';
import { isSessionEnded } from '../../lib/auth/session.ts';
import { useImportMembers } from './api/import-members.ts';
import { usePreviewImport } from './api/preview-import.ts';
import { IMPORT_TEMPLATE_URLS } from './api/templates.ts';
import { AcceptedRowsTable } from './components/AcceptedRowsTable.tsx';
import { BulkImagesModal } from './components/BulkImagesModal.tsx';
import { ImportBatches } from './components/ImportBatches.tsx';
import { RefusedRowsTable } from './components/RefusedRowsTable.tsx';
import { useImportTexts } from './texts.ts';

/**
 * Import Members (DECISIONS 38): download the template, upload a CSV or XLSX, see which rows would
 * be imported and which are refused (row, field, registration's message), then Import. The app
 * passes `onImported` to refresh the members lists.
 */
export function MemberImport({ canUndo, onImported }: { canUndo: boolean; onImported: () => void }) {
  const { t, tr } = useImportTexts();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [done, setDone] = useState<ImportDone | null>(null);
  const [imagesOpen, setImagesOpen] = useState(false);
  const check = usePreviewImport();
  const write = useImportMembers();

  const choose = (next: File | null) => {
    setFile(next);
    setPreview(null);
    setDone(null);
    check.reset();
    write.reset();
  };

  const runPreview = () => {
    if (!file) return;
    setDone(null);
    check.mutate(file, { onSuccess: setPreview, onError: () => setPreview(null) });
  };

  const runImport = () => {
    if (!file) return;
    write.mutate(file, {
      onSuccess: (result) => {
        setDone(result);
        setPreview(null);
        setFile(null);
        notifications.show({ color: 'green', message: tr(result.message) });
        onImported();
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        // The database changed since the preview (another import, a registration): check again.
        if (file) check.mutate(file, { onSuccess: setPreview, onError: () => setPreview(null) });
      },
    });
  };

  const failure = check.error ?? write.error;

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button component={Link} to="/admin/members" variant="default">
            {t('page.back')}
          </Button>
        }
      />
      <Stack gap="lg">
        <SectionCard id="import-template" title={t('template.title')}>
          <List size="sm" spacing={2} mb="sm">
            <List.Item>{t('template.oneRow')}</List.Item>
            <List.Item>{t('template.dates', { earliest: IMPORT_EARLIEST_REGISTRATION_DATE })}</List.Item>
            <List.Item>{t('template.reference')}</List.Item>
            <List.Item>
              {t('template.limits', {
                rows: MEMBER_IMPORT_MAX_ROWS,
                megabytes: MEMBER_IMPORT_MAX_BYTES / 1024 / 1024,
              })}
            </List.Item>
            <List.Item>{t('template.images')}</List.Item>
          </List>
          <Group gap="xs">
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button
                key={format}
                component="a"
                href={IMPORT_TEMPLATE_URLS[format]}
                download
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t(`template.${format}`)}
              </Button>
            ))}
          </Group>
        </SectionCard>

        <SectionCard id="import-upload" title={t('upload.title')}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <FileInput
              label={t('upload.fileLabel')}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              value={file}
              onChange={choose}
              clearable
              clearButtonProps={{ 'aria-label': t('upload.clearFile') }}
              miw={260}
              style={{ flex: 1 }}
            />
            <Button onClick={runPreview} disabled={!file} loading={check.isPending}>
              {t('upload.preview')}
            </Button>
          </Group>
          {failure && !isSessionEnded(failure) ? (
            <Alert color="red" variant="light" role="alert" mt="md" title={t('upload.refusedTitle')}>
              {errorMessage(failure)}
            </Alert>
          ) : null}
        </SectionCard>

        {preview ? (
          <SectionCard id="import-preview" title={t('preview.title', { file: preview.fileName })}>
            <Text size="sm" mb="md" role="status">
              {t('preview.rowsRead', { count: preview.rows })}{' '}
              <strong>{t('preview.toImport', { n: preview.acceptedCount })}</strong>,{' '}
              {t('preview.refused', { n: preview.refused.length })}
              {preview.blankRowCount > 0
                ? ` ${t('preview.blankSkipped', {
                    count: preview.blankRowCount,
                    rows: `${preview.blankRows.join(', ')}${preview.blankRowCount > preview.blankRows.length ? ', …' : ''}`,
                  })}`
                : ''}
            </Text>
            <Stack gap="lg">
              {preview.refused.length > 0 ? <RefusedRowsTable preview={preview} /> : null}
              {preview.acceptedCount > 0 ? <AcceptedRowsTable preview={preview} /> : null}
              <Group>
                <Button
                  leftSection={<IconUpload size={16} aria-hidden />}
                  onClick={runImport}
                  loading={write.isPending}
                  disabled={preview.acceptedCount === 0}
                >
                  {t('preview.importButton', { count: preview.acceptedCount })}
                </Button>
                {preview.refused.length > 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('preview.refusedLeftOut')}
                  </Text>
                ) : null}
              </Group>
            </Stack>
          </SectionCard>
        ) : null}

        {done ? (
          <Alert color="green" variant="light" title={tr(done.message)}>
            <Anchor component={Link} to="/admin/members">
              {t('preview.seeMembers')}
            </Anchor>
          </Alert>
        ) : null}

        <SectionCard id="import-images" title={t('images.title')}>
          <Text size="sm" mb="sm">
            {t('images.intro')}
          </Text>
          <Button
            variant="light"
            leftSection={<IconPhotoUp size={16} aria-hidden />}
            onClick={() => setImagesOpen(true)}
          >
            {t('images.open')}
          </Button>
          <BulkImagesModal opened={imagesOpen} onClose={() => setImagesOpen(false)} onStored={onImported} />
        </SectionCard>

        <SectionCard id="import-batches" title={t('batches.title')}>
          <ImportBatches canUndo={canUndo} onUndone={onImported} />
        </SectionCard>
      </Stack>
    </>
  );
}
