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

const count = (n: number) => n.toLocaleString('en-PH');

/**
 * Import Members (DECISIONS 38): download the template, upload a CSV or XLSX, see which rows would
 * be imported and which are refused (row, field, registration's message), then Import. The app
 * passes `onImported` to refresh the members lists.
 */
export function MemberImport({ canUndo, onImported }: { canUndo: boolean; onImported: () => void }) {
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
        notifications.show({ color: 'green', message: result.message });
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
        title="Import Members"
        description="Add members whose records already exist on paper, from a spreadsheet."
        actions={
          <Button component={Link} to="/admin/members" variant="default">
            Back to Registered Members
          </Button>
        }
      />
      <Stack gap="lg">
        <SectionCard id="import-template" title="1. Download the template">
          <List size="sm" spacing={2} mb="sm">
            <List.Item>One member per row; keep the header row and its column names.</List.Item>
            <List.Item>
              Dates as YYYY-MM-DD. Registration Date from {IMPORT_EARLIEST_REGISTRATION_DATE} to today.
            </List.Item>
            <List.Item>Leave Reference Number blank to have one issued.</List.Item>
            <List.Item>
              Values only (no formulas). At most {count(MEMBER_IMPORT_MAX_ROWS)} members and{' '}
              {MEMBER_IMPORT_MAX_BYTES / 1024 / 1024} MB per file.
            </List.Item>
            <List.Item>
              Each imported member gets a QR code at once. ID pictures and e-signatures are added afterwards,
              in bulk below or with Update Profile; until then the member shows 'Documents missing'.
            </List.Item>
          </List>
          <Group gap="xs">
            <Button
              component="a"
              href={IMPORT_TEMPLATE_URLS.xlsx}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Template (XLSX)
            </Button>
            <Button
              component="a"
              href={IMPORT_TEMPLATE_URLS.csv}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Template (CSV)
            </Button>
          </Group>
        </SectionCard>

        <SectionCard id="import-upload" title="2. Upload and check the file">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <FileInput
              label="Spreadsheet (CSV or XLSX)"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              value={file}
              onChange={choose}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
              miw={260}
              style={{ flex: 1 }}
            />
            <Button onClick={runPreview} disabled={!file} loading={check.isPending}>
              Preview
            </Button>
          </Group>
          {failure && !isSessionEnded(failure) ? (
            <Alert color="red" variant="light" role="alert" mt="md" title="The file cannot be imported">
              {errorMessage(failure)}
            </Alert>
          ) : null}
        </SectionCard>

        {preview ? (
          <SectionCard id="import-preview" title={`3. Preview of ${preview.fileName}`}>
            <Text size="sm" mb="md" role="status">
              {count(preview.rows)} rows read: <strong>{count(preview.acceptedCount)} to import</strong>,{' '}
              {count(preview.refused.length)} refused.
              {preview.blankRowCount > 0
                ? ` ${count(preview.blankRowCount)} empty row${preview.blankRowCount === 1 ? ' was' : 's were'} skipped (row ${preview.blankRows.join(', ')}${preview.blankRowCount > preview.blankRows.length ? ', …' : ''}).`
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
                  Import {count(preview.acceptedCount)} member{preview.acceptedCount === 1 ? '' : 's'}
                </Button>
                {preview.refused.length > 0 ? (
                  <Text size="sm" c="dimmed">
                    Refused rows are left out; correct them and import them afterwards.
                  </Text>
                ) : null}
              </Group>
            </Stack>
          </SectionCard>
        ) : null}

        {done ? (
          <Alert color="green" variant="light" title={done.message}>
            <Anchor component={Link} to="/admin/members">
              See them in Registered Members
            </Anchor>
          </Alert>
        ) : null}

        <SectionCard id="import-images" title="ID pictures and e-signatures">
          <Text size="sm" mb="sm">
            Upload many at once — images or a zip — named by each member's ID number or reference number; a
            preview shows whose image each file becomes before anything is stored.
          </Text>
          <Button
            variant="light"
            leftSection={<IconPhotoUp size={16} aria-hidden />}
            onClick={() => setImagesOpen(true)}
          >
            Upload pictures and signatures
          </Button>
          <BulkImagesModal opened={imagesOpen} onClose={() => setImagesOpen(false)} onStored={onImported} />
        </SectionCard>

        <SectionCard id="import-batches" title="Imports">
          <ImportBatches canUndo={canUndo} onUndone={onImported} />
        </SectionCard>
      </Stack>
    </>
  );
}
