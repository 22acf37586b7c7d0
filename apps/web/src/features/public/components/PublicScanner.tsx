import { Alert, SimpleGrid } from '@mantine/core';
import { messages, parseScannedReference } from '@portal/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CameraButtons } from '../../../components/qr/CameraButtons.tsx';
import { CameraPreview } from '../../../components/qr/CameraPreview.tsx';
import { ImageScanPanel } from '../../../components/qr/ImageScanPanel.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useTexts } from '../../../lib/i18n/language.ts';
import { scanImageFile } from '../../../lib/qr/scan-image-file.ts';
import { cameraStatus } from '../../../lib/qr/scan-status.ts';
import { useQrCamera } from '../../../lib/qr/use-qr-camera.ts';
import { PublicFrame } from './PublicFrame.tsx';
import { PublicPanel } from './PublicPanel.tsx';
import { ReferenceNumberForm } from './ReferenceNumberForm.tsx';

/** What the status line says instead of the camera's own state. */
type Override = { message: string; tone: 'error' | 'busy' } | null;

/**
 * /scan without ref: three ways to a member's public card — the phone's camera, a picture of the
 * QR code, or the reference number printed under it.
 */
export function PublicScanner() {
  const navigate = useNavigate();
  const { t, tr } = useTexts();
  const [override, setOverride] = useState<Override>(null);
  const [readingFile, setReadingFile] = useState(false);

  const open = (text: string) => {
    const ref = parseScannedReference(text);
    if (!ref) {
      setOverride({ message: messages.scanInvalidFormat, tone: 'error' });
      return;
    }
    navigate(`/scan?ref=${encodeURIComponent(ref)}`);
  };
  const camera = useQrCamera(open);

  const scanFile = async (file: File) => {
    setReadingFile(true);
    setOverride({ message: messages.scanReadingImage, tone: 'busy' });
    const result = await scanImageFile(file);
    setReadingFile(false);
    if (result.ok) open(result.text);
    else setOverride({ message: result.message, tone: 'error' });
  };

  const running = camera.state === 'starting' || camera.state === 'scanning';
  const message =
    override?.message ??
    (camera.timedOut && running ? messages.scanTimeout : cameraStatus(camera.state, camera.failure).message);
  const failed = override?.tone === 'error' || (!override && camera.state === 'failed');

  return (
    <PublicFrame title={t('scan.title')}>
      <PublicPanel title={t('scan.title')} intro={t('scan.intro')} dense>
        <CameraPreview camera={camera} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <CameraButtons
            size="md"
            camera={camera}
            onStart={() => {
              setOverride(null);
              void camera.start();
            }}
            onStop={() => {
              setOverride(null);
              camera.stop();
            }}
          />
        </SimpleGrid>
        <Alert
          role="status"
          aria-live="polite"
          aria-label={t('scan.statusLabel')}
          variant="light"
          color={failed ? 'red' : camera.timedOut && running && !override ? 'orange' : 'gray'}
        >
          {tr(message)}
        </Alert>
      </PublicPanel>
      <ImageScanPanel onFile={(file) => void scanFile(file)} dragging={false} busy={readingFile} />
      <SectionCard id="type-reference" title={t('scan.referenceSection')} compact>
        <ReferenceNumberForm />
      </SectionCard>
    </PublicFrame>
  );
}
