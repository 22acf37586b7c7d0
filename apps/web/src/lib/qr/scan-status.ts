import { messages } from '@portal/domain';
import type { CameraFailure, CameraState } from './use-qr-camera.ts';

export type ScanTone = 'info' | 'busy' | 'success' | 'warning' | 'error';

/** What the status line says; `archived` adds the link to the archived members. */
export interface ScanStatus {
  tone: ScanTone;
  message: string;
  archived?: { fullName: string };
}

export const status = (tone: ScanTone, message: string): ScanStatus => ({ tone, message });

const FAILURE_MESSAGES: Record<CameraFailure, string> = {
  notFound: messages.scanCameraNotFound,
  denied: messages.scanCameraDenied,
  inUse: messages.scanCameraInUse,
};

/** Why the camera failed, in words (no camera, access denied, or in use elsewhere). */
export function cameraFailureMessage(failure: CameraFailure | null): string {
  return FAILURE_MESSAGES[failure ?? 'notFound'];
}

/** The status line for a camera state change. */
export function cameraStatus(state: CameraState, failure: CameraFailure | null = null): ScanStatus {
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
      return status('error', cameraFailureMessage(failure));
  }
}
