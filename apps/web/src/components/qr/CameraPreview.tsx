import { AspectRatio, Box, Center, Stack, Text } from '@mantine/core';
import { IconCameraOff, IconQrcode } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/language.ts';
import type { QrCamera } from '../../lib/qr/use-qr-camera.ts';

/**
 * The live camera picture of a QR scanner. `data-camera-state` and `data-live-tracks` say what the
 * camera is doing (0 live tracks once stopped: the camera light is off).
 */
export function CameraPreview({ camera, label }: { camera: QrCamera; label?: string }) {
  const { t } = useTexts();
  const showing = camera.state === 'starting' || camera.state === 'scanning';
  return (
    <AspectRatio ratio={4 / 3} w="100%">
      <Box
        pos="relative"
        bg="dark.8"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        <video
          ref={camera.videoRef}
          aria-label={label ?? t('scan.cameraPreview')}
          data-camera-state={camera.state}
          data-live-tracks={camera.liveTracks}
          muted
          playsInline
          style={{
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            display: 'block',
            visibility: showing ? 'visible' : 'hidden',
          }}
        />
        {showing ? (
          <Box
            aria-hidden
            pos="absolute"
            inset="15%"
            style={{
              border: '3px solid rgba(255, 255, 255, 0.85)',
              borderRadius: 'var(--mantine-radius-md)',
              boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.25)',
              pointerEvents: 'none',
            }}
          />
        ) : (
          <Center pos="absolute" inset={0} c="gray.4" aria-hidden>
            <Stack align="center" gap={6}>
              {camera.state === 'failed' ? <IconCameraOff size={48} /> : <IconQrcode size={48} />}
              <Text size="sm" c="gray.4">
                {camera.state === 'failed' ? t('scan.noCamera') : t('scan.cameraOff')}
              </Text>
            </Stack>
          </Center>
        )}
      </Box>
    </AspectRatio>
  );
}
