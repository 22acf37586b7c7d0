import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages.ts';

describe('scanner and public page messages', () => {
  it('keeps the spec wording of the scanner refusals', () => {
    expect(messages.scanNoMember).toBe('No member found for this QR code.');
    expect(messages.scanInvalidFormat).toBe('Invalid QR code format or no reference number found.');
    expect(messages.scanCameraNotFound).toBe('Camera not found.');
    expect(messages.scanCameraDenied).toBe(
      'Camera access was denied. Allow the camera for this site in the browser settings and try again.',
    );
    expect(messages.scanCameraInUse).toBe(
      'The camera is in use by another application. Close it and try again.',
    );
    expect(messages.scanUnsupportedImage).toBe('Unsupported image type.');
    expect(messages.scanNoQrCode).toBe('No QR code found');
  });

  it('gives every step of the status line its own words', () => {
    const steps = [
      messages.scanIdle,
      messages.scanStarting,
      messages.scanScanning,
      messages.scanStopped,
      messages.scanReadingImage,
      messages.scanLookingUp,
      messages.scanTimeout,
    ];
    expect(new Set(steps).size).toBe(steps.length);
    for (const step of steps) expect(step.trim().length).toBeGreaterThan(0);
  });

  it('names the member found or archived', () => {
    expect(messages.scanOpeningProfile('Juan Dela Cruz')).toContain('Juan Dela Cruz');
    expect(messages.scanArchivedMemberDetail('Juan Dela Cruz')).toContain('Juan Dela Cruz');
  });
});
