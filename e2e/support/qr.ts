import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import QRCode from 'qrcode';

/** A QR code of `text` as a PNG (what the portal's "Save as PNG" gives). */
export async function qrPng(text: string, width = 320): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width, margin: 4 });
}

/** The module matrix of a QR code of `text`: `dark(x, y)` for 0 ≤ x, y < size. */
export function qrMatrix(text: string): { size: number; dark: (x: number, y: number) => boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) };
}

export interface Y4mOptions {
  width?: number;
  height?: number;
  frames?: number;
}

/**
 * A YUV4MPEG2 (4:2:0) video for Chromium's fake camera (`--use-file-for-fake-video-capture`):
 * every frame shows the QR code of `text` (null: an empty white frame) with a quiet zone,
 * centred, black on white; U and V planes are 128 (no colour).
 */
export async function writeQrY4m(file: string, text: string | null, options: Y4mOptions = {}): Promise<void> {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const frames = options.frames ?? 5;
  const luma = Buffer.alloc(width * height, 235);
  if (text !== null) {
    const qr = qrMatrix(text);
    const quiet = 4;
    const scale = Math.floor((Math.min(width, height) * 0.85) / (qr.size + 2 * quiet));
    const side = qr.size * scale;
    const left = Math.floor((width - side) / 2);
    const top = Math.floor((height - side) / 2);
    for (let y = 0; y < side; y += 1) {
      for (let x = 0; x < side; x += 1) {
        if (qr.dark(Math.floor(x / scale), Math.floor(y / scale))) luma[(top + y) * width + left + x] = 16;
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/** Re-encodes a PNG in the browser's own JPEG encoder (the page must be open; any page will do). */
export async function toJpeg(page: Page, png: Buffer, quality = 0.92): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ data, q }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: q });
      const out = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of out) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { data: png.toString('base64'), q: quality },
  );
  return Buffer.from(base64, 'base64');
}

/** A PNG picture without any QR code: soft shapes on a light background, drawn by the browser. */
export async function pictureWithoutCode(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(320, 240);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f1f3f5';
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = '#12b886';
    context.beginPath();
    context.arc(110, 120, 60, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#fab005';
    context.fillRect(190, 70, 90, 100);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    const out = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of out) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Fake-camera flags for a Chromium launched by a test (added to the project's own flags). */
export function fakeCameraArgs(y4mFile: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${y4mFile}`,
  ];
}

/**
 * Keeps every camera track the page is given in `window.__cameraTracks`, so a test can check
 * they have all ended (the camera is released). Add before the page loads.
 */
export function recordCameraTracks(): void {
  const devices = navigator.mediaDevices;
  const original = devices.getUserMedia.bind(devices);
  const store = window as unknown as { __cameraTracks: MediaStreamTrack[] };
  store.__cameraTracks = [];
  devices.getUserMedia = async (constraints) => {
    const stream = await original(constraints);
    store.__cameraTracks.push(...stream.getTracks());
    return stream;
  };
}

/** The ready states of every camera track the page was given ('live' / 'ended'). */
export async function cameraTrackStates(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __cameraTracks?: MediaStreamTrack[] }).__cameraTracks?.map(
        (t) => t.readyState,
      ) ?? [],
  );
}
