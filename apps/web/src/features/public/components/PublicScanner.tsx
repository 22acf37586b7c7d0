import { Alert, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { messages, parseScannedReference } from '@portal/domain';
import { IconCamera, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CameraPreview } from '../../../components/qr/CameraPreview.tsx';
import { type CameraState, useQrCamera } from '../../../lib/qr/use-qr-camera.ts';
import { PublicFrame } from './PublicFrame.tsx';

const STATUS: Record<CameraState, string> = {
  idle: messages.scanIdle,
  starting: messages.scanStarting,
  scanning: messages.scanScanning,
  stopped: messages.scanStopped,
  failed: messages.scanCameraNotFound,
};

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
      : STATUS[camera.state];
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
            <Button
              size="md"
              leftSection={<IconCamera size={18} aria-hidden />}
              onClick={() => {
                setInvalid(false);
                void camera.start();
              }}
              disabled={running}
              loading={camera.state === 'starting'}
            >
              Start Camera
            </Button>
            <Button
              size="md"
              variant="default"
              leftSection={<IconPlayerStop size={18} aria-hidden />}
              onClick={() => {
                setInvalid(false);
                camera.stop();
              }}
              disabled={!running}
            >
              Stop Camera
            </Button>
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
