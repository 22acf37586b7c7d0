import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { messages, parseScannedReference } from '@portal/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CameraButtons } from '../../../components/qr/CameraButtons.tsx';
import { CameraPreview } from '../../../components/qr/CameraPreview.tsx';
import { cameraStatus } from '../../../lib/qr/scan-status.ts';
import { useQrCamera } from '../../../lib/qr/use-qr-camera.ts';
import { PublicFrame } from './PublicFrame.tsx';

/** /scan without ref: a phone-friendly camera scanner that opens the scanned member's public card. */
export function PublicScanner() {
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState(false);
  const camera = useQrCamera((text) => {
    const ref = parseScannedReference(text);
    if (!ref) {
      setInvalid(true);
      return;
    }
    navigate(`/scan?ref=${encodeURIComponent(ref)}`);
  });
  const running = camera.state === 'starting' || camera.state === 'scanning';
  const message = invalid
    ? messages.scanInvalidFormat
    : camera.timedOut && running
      ? messages.scanTimeout
      : cameraStatus(camera.state, camera.failure).message;
  const failed = invalid || camera.state === 'failed';

  return (
    <PublicFrame title="Scan a Member QR Code">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Scan a Member QR Code
          </Title>
          <Text size="sm" c="dimmed">
            Point the camera at the QR code on a member's card to see the membership status.
          </Text>
          <CameraPreview camera={camera} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <CameraButtons
              size="md"
              camera={camera}
              onStart={() => {
                setInvalid(false);
                void camera.start();
              }}
              onStop={() => {
                setInvalid(false);
                camera.stop();
              }}
            />
          </SimpleGrid>
          <Alert
            role="status"
            aria-live="polite"
            aria-label="Scanner status"
            variant="light"
            color={failed ? 'red' : camera.timedOut && running ? 'orange' : 'gray'}
          >
            {message}
          </Alert>
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
