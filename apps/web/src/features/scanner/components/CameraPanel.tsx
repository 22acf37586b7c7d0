import { Button, Group, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { IconCamera, IconPlayerStop } from '@tabler/icons-react';
import { CameraPreview } from '../../../components/qr/CameraPreview.tsx';
import type { QrCamera } from '../../../lib/qr/use-qr-camera.ts';

/** Start Camera / Stop Camera, the camera chooser when the device has several, and the preview. */
export function CameraPanel({ camera, onStart }: { camera: QrCamera; onStart: () => void }) {
  const running = camera.state === 'starting' || camera.state === 'scanning';
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="scan-camera"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="scan-camera">
          Camera
        </Title>
        <Group gap="sm">
          <Button
            leftSection={<IconCamera size={18} aria-hidden />}
            onClick={onStart}
            disabled={running}
            loading={camera.state === 'starting'}
          >
            Start Camera
          </Button>
          <Button
            variant="default"
            leftSection={<IconPlayerStop size={18} aria-hidden />}
            onClick={camera.stop}
            disabled={!running}
          >
            Stop Camera
          </Button>
        </Group>
        {camera.cameras.length > 1 ? (
          <NativeSelect
            label="Camera"
            value={camera.cameraId ?? ''}
            onChange={(event) => void camera.chooseCamera(event.currentTarget.value)}
            data={[
              ...(camera.cameraId ? [] : [{ value: '', label: 'Default camera', disabled: true }]),
              ...camera.cameras.map((c) => ({ value: c.id, label: c.label })),
            ]}
          />
        ) : null}
        <CameraPreview camera={camera} />
      </Stack>
    </Paper>
  );
}
