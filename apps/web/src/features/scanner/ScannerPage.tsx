import { SimpleGrid, Stack } from '@mantine/core';
import { messages } from '@portal/domain';
import { type DragEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ImageScanPanel } from '../../components/qr/ImageScanPanel.tsx';
import { useMemberTexts } from '../../lib/i18n/member-texts.ts';
import { scanImageFile } from '../../lib/qr/scan-image-file.ts';
import { cameraStatus, type ScanStatus, status } from '../../lib/qr/scan-status.ts';
import { useQrCamera } from '../../lib/qr/use-qr-camera.ts';
import { CameraPanel } from './components/CameraPanel.tsx';
import { ScanStatusLine } from './components/ScanStatusLine.tsx';
import { useMemberScan } from './use-member-scan.ts';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * QR Scanner (spec 2): the camera or an image file → reference number → member look-up →
 * the member's admin profile. One status line says what is happening. `typed` is the box a
 * handheld scanner types into (the find box, composed in src/app; issue 23).
 */
export default function ScannerPage({ typed }: { typed?: ReactNode }) {
  const { t } = useMemberTexts();
  const [current, setCurrent] = useState<ScanStatus>(() => status('info', messages.scanIdle));
  const scan = useMemberScan(setCurrent);
  const camera = useQrCamera((text) => void scan.handle(text, 'camera'));
  const [readingFile, setReadingFile] = useState(false);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (camera.state !== 'idle') setCurrent(cameraStatus(camera.state, camera.failure));
  }, [camera.state, camera.failure]);

  useEffect(() => {
    if (camera.timedOut) setCurrent(status('warning', messages.scanTimeout));
  }, [camera.timedOut]);

  const scanFile = useCallback(
    async (file: File) => {
      setReadingFile(true);
      setCurrent(status('busy', messages.scanReadingImage));
      const result = await scanImageFile(file);
      setReadingFile(false);
      if (result.ok) await scan.handle(result.text, 'file');
      else setCurrent(status('error', result.message));
    },
    [scan.handle],
  );

  const dropHandlers = {
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (event.currentTarget === event.target) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (file) void scanFile(file);
    },
  };

  return (
    <Stack gap={0} {...dropHandlers} data-dragging={dragging || undefined} mih="70vh">
      <PageHeader title={t('scanner.title')} description={t('scanner.description')} />
      <Stack gap="md">
        {typed}
        <ScanStatusLine status={current} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <CameraPanel camera={camera} onStart={() => void camera.start()} />
          <ImageScanPanel onFile={(file) => void scanFile(file)} dragging={dragging} busy={readingFile} />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
