import { messages } from '@portal/domain';
import type { CameraState } from '../../lib/qr/use-qr-camera.ts';

export type ScanTone = 'info' | 'busy' | 'success' | 'warning' | 'error';

/** What the status line says; `archived` adds the link to the archived members. */
export interface ScanStatus {
  tone: ScanTone;
  message: string;
  archived?: { fullName: string };
}

export const status = (tone: ScanTone, message: string): ScanStatus => ({ tone, message });

/** The status line for a camera state change. */
export function cameraStatus(state: CameraState): ScanStatus {
  switch (state) {
    case 'idle':
      return status('info', messages.scanIdle);
    case 'starting':
      return status('busy', messages.scanStarting);
    case 'scanning':
      return status('busy', messages.scanScanning);
    case 'stopped':
      return status('info', messages.scanStopped);
    case 'failed':
      return status('error', messages.scanCameraNotFound);
  }
}
