import { messages } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { cameraFailureOf } from '../src/lib/qr/camera-failure.ts';
import { cameraFailureMessage, cameraStatus } from '../src/lib/qr/scan-status.ts';

describe('the scanner tells why the camera did not start', () => {
  it('from the browser’s error name', () => {
    expect(cameraFailureOf('NotAllowedError')).toBe('denied');
    expect(cameraFailureOf('SecurityError')).toBe('denied');
    expect(cameraFailureOf('NotReadableError')).toBe('inUse');
    expect(cameraFailureOf('AbortError')).toBe('inUse');
    expect(cameraFailureOf('NotFoundError')).toBe('notFound');
    expect(cameraFailureOf(undefined)).toBe('notFound');
  });

  it('in words', () => {
    expect(cameraFailureMessage('denied')).toBe(messages.scanCameraDenied);
    expect(cameraFailureMessage('inUse')).toBe(messages.scanCameraInUse);
    expect(cameraFailureMessage(null)).toBe(messages.scanCameraNotFound);
  });

  it('each camera state has its status line', () => {
    expect(cameraStatus('idle')).toEqual({ tone: 'info', message: messages.scanIdle });
    expect(cameraStatus('starting')).toEqual({ tone: 'busy', message: messages.scanStarting });
    expect(cameraStatus('scanning')).toEqual({ tone: 'busy', message: messages.scanScanning });
    expect(cameraStatus('stopped')).toEqual({ tone: 'info', message: messages.scanStopped });
    expect(cameraStatus('failed', 'denied')).toEqual({ tone: 'error', message: messages.scanCameraDenied });
  });
});
