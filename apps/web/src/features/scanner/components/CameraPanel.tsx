import { Group, NativeSelect } from '@mantine/core';
import { CameraButtons } from '../../../components/qr/CameraButtons.tsx';
import { CameraPreview } from '../../../components/qr/CameraPreview.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';
import type { QrCamera } from '../../../lib/qr/use-qr-camera.ts';

/** Start Camera / Stop Camera, the camera chooser when the device has several, and the preview. */
export function CameraPanel({ camera, onStart }: { camera: QrCamera; onStart: () => void }) {
  const { t } = useMemberTexts();
  return (
    <SectionCard id="scan-camera" title={t('scanner.camera')} compact>
      <Group gap="sm">
        <CameraButtons camera={camera} onStart={onStart} onStop={camera.stop} />
      </Group>
      {camera.cameras.length > 1 ? (
        <NativeSelect
          label={t('scanner.camera')}
          value={camera.cameraId ?? ''}
          onChange={(event) => void camera.chooseCamera(event.currentTarget.value)}
          data={[
            ...(camera.cameraId ? [] : [{ value: '', label: t('scanner.defaultCamera'), disabled: true }]),
            ...camera.cameras.map((c) => ({ value: c.id, label: c.label })),
          ]}
        />
      ) : null}
      <CameraPreview camera={camera} />
    </SectionCard>
  );
}
