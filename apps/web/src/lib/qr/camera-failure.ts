/**
 * Why the camera would not start. qr-scanner swallows the browser's error ("Camera not found."
 * for everything), so after a failure the device is asked once more to learn the real reason.
 */
export type CameraFailure = 'notFound' | 'denied' | 'inUse';

/** The reason for a getUserMedia DOMException name. */
export function cameraFailureOf(errorName: string | undefined): CameraFailure {
  switch (errorName) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotReadableError':
    case 'AbortError':
      return 'inUse';
    default:
      return 'notFound';
  }
}

const errorName = (error: unknown) =>
  error !== null && typeof error === 'object' && 'name' in error ? String(error.name) : undefined;

/** Finds out why the camera failed to start, without leaving any camera running. */
export async function diagnoseCameraFailure(): Promise<CameraFailure> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) return 'notFound';
  try {
    const inputs = await devices.enumerateDevices();
    if (!inputs.some((device) => device.kind === 'videoinput')) return 'notFound';
  } catch {
    // Some browsers refuse the list too; asking for the camera below tells more.
  }
  try {
    const permission = await navigator.permissions?.query({ name: 'camera' as PermissionName });
    if (permission?.state === 'denied') return 'denied';
  } catch {
    // 'camera' is not a permission name every browser knows.
  }
  try {
    const stream = await devices.getUserMedia({ video: true, audio: false });
    for (const track of stream.getTracks()) track.stop();
    return 'notFound';
  } catch (error) {
    return cameraFailureOf(errorName(error));
  }
}
