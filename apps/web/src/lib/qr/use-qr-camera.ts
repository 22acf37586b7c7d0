import { QR_DECODE_TIMEOUT_MS, QR_SCAN_MAX_PER_SECOND } from '@portal/domain';
import QrScanner from 'qr-scanner';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type CameraFailure, diagnoseCameraFailure } from './camera-failure.ts';

export type { CameraFailure } from './camera-failure.ts';

/** idle: never started · starting: asking for the camera · scanning · stopped · failed: no camera. */
export type CameraState = 'idle' | 'starting' | 'scanning' | 'stopped' | 'failed';

export interface QrCamera {
  /** Give this to the <video> element the preview plays in. */
  videoRef: RefObject<HTMLVideoElement | null>;
  state: CameraState;
  /** Why the camera failed (state 'failed'): no camera, access denied, or in use elsewhere. */
  failure: CameraFailure | null;
  /** Nothing decoded in QR_DECODE_TIMEOUT_MS while scanning (scanning goes on). */
  timedOut: boolean;
  /** The cameras of the device, known once one has started (labels need the permission). */
  cameras: QrScanner.Camera[];
  cameraId: string | null;
  /** Camera tracks still live: 0 once stopped, so the camera light is off. */
  liveTracks: number;
  start: () => Promise<void>;
  stop: () => void;
  chooseCamera: (id: string) => Promise<void>;
}

const liveCount = (tracks: MediaStreamTrack[]) => tracks.filter((t) => t.readyState === 'live').length;

/**
 * The camera QR scanner of the admin scanner and the public /scan page (qr-scanner, at most
 * QR_SCAN_MAX_PER_SECOND scans a second). Every decoded text goes to `onDecode`. Stopping, and
 * leaving the page, releases the camera at once: every track is stopped.
 */
export function useQrCamera(onDecode: (text: string) => void): QrCamera {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const scannerRef = useRef<QrScanner | null>(null);
  const tracksRef = useRef<MediaStreamTrack[]>([]);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onDecodeRef = useRef(onDecode);
  onDecodeRef.current = onDecode;
  const [state, setState] = useState<CameraState>('idle');
  const [failure, setFailure] = useState<CameraFailure | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const [cameras, setCameras] = useState<QrScanner.Camera[]>([]);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [liveTracks, setLiveTracks] = useState(0);

  const clearTimer = useCallback(() => {
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    timerRef.current = null;
  }, []);

  const restartTimer = useCallback(() => {
    clearTimer();
    timerRef.current = setTimeout(() => setTimedOut(true), QR_DECODE_TIMEOUT_MS);
  }, [clearTimer]);

  /** The tracks now playing in the preview (they change when another camera is chosen). */
  const captureTracks = useCallback(() => {
    const stream = videoRef.current?.srcObject;
    tracksRef.current = stream instanceof MediaStream ? stream.getTracks() : [];
    setLiveTracks(liveCount(tracksRef.current));
  }, []);

  const release = useCallback(() => {
    clearTimer();
    const scanner = scannerRef.current;
    scannerRef.current = null;
    if (scanner) {
      // pause(true) stops the stream now; stop() alone would wait 300 ms before letting go of it.
      void scanner.pause(true);
      scanner.stop();
      scanner.destroy();
    }
    const video = videoRef.current;
    video?.removeEventListener('playing', captureTracks);
    if (video?.srcObject instanceof MediaStream) {
      for (const track of video.srcObject.getTracks()) tracksRef.current.push(track);
      video.srcObject = null;
    }
    for (const track of tracksRef.current) track.stop();
    const live = liveCount(tracksRef.current);
    tracksRef.current = [];
    return live;
  }, [captureTracks, clearTimer]);

  const start = useCallback(async () => {
    const video = videoRef.current;
    if (!video || scannerRef.current) return;
    setState('starting');
    setFailure(null);
    setTimedOut(false);
    const scanner = new QrScanner(
      video,
      (result) => {
        if (scannerRef.current !== scanner) return;
        setTimedOut(false);
        restartTimer();
        onDecodeRef.current(result.data);
      },
      {
        returnDetailedScanResult: true,
        maxScansPerSecond: QR_SCAN_MAX_PER_SECOND,
        preferredCamera: cameraId ?? 'environment',
        onDecodeError: () => {},
      },
    );
    scannerRef.current = scanner;
    try {
      await scanner.start();
    } catch {
      // No camera, the permission was refused, or another application holds the camera.
      if (scannerRef.current === scanner) {
        setLiveTracks(release());
        const reason = await diagnoseCameraFailure();
        if (scannerRef.current !== null) return; // started again meanwhile
        setFailure(reason);
        setState('failed');
      }
      return;
    }
    if (scannerRef.current !== scanner) return; // stopped while starting
    captureTracks();
    // qr-scanner pauses while the page is hidden and comes back with a new stream.
    video.addEventListener('playing', captureTracks);
    setState('scanning');
    restartTimer();
    const list = await QrScanner.listCameras(false).catch(() => []);
    if (scannerRef.current === scanner) setCameras(list);
  }, [cameraId, captureTracks, release, restartTimer]);

  const stop = useCallback(() => {
    const wasRunning = scannerRef.current !== null;
    setLiveTracks(release());
    setTimedOut(false);
    if (wasRunning) setState('stopped');
  }, [release]);

  const chooseCamera = useCallback(
    async (id: string) => {
      setCameraId(id);
      const scanner = scannerRef.current;
      if (!scanner) return;
      for (const track of tracksRef.current) track.stop();
      try {
        await scanner.setCamera(id);
        if (scannerRef.current === scanner) {
          captureTracks();
          restartTimer();
        }
      } catch {
        if (scannerRef.current === scanner) {
          setLiveTracks(release());
          const reason = await diagnoseCameraFailure();
          if (scannerRef.current !== null) return;
          setFailure(reason);
          setState('failed');
        }
      }
    },
    [captureTracks, release, restartTimer],
  );

  // Leaving the page stops the camera too.
  useEffect(() => () => void release(), [release]);

  return { videoRef, state, failure, timedOut, cameras, cameraId, liveTracks, start, stop, chooseCamera };
}
