import { Button } from '@mantine/core';
import { IconCamera, IconPlayerStop } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/language.ts';
import type { QrCamera } from '../../lib/qr/use-qr-camera.ts';

/**
 * Start Camera / Stop Camera, shared by the admin scanner and the public /scan page. Only the
 * buttons: the caller lays them out (a Group or a SimpleGrid) and passes `size` if it wants.
 */
export function CameraButtons({
  camera,
  onStart,
  onStop,
  size,
}: {
  camera: QrCamera;
  onStart: () => void;
  onStop: () => void;
  size?: 'sm' | 'md';
}) {
  const { t } = useTexts();
  const running = camera.state === 'starting' || camera.state === 'scanning';
  return (
    <>
      <Button
        size={size}
        leftSection={<IconCamera size={18} aria-hidden />}
        onClick={onStart}
        disabled={running}
        loading={camera.state === 'starting'}
      >
        {t('scan.startCamera')}
      </Button>
      <Button
        size={size}
        variant="default"
        leftSection={<IconPlayerStop size={18} aria-hidden />}
        onClick={onStop}
        disabled={!running}
      >
        {t('scan.stopCamera')}
      </Button>
    </>
  );
}
