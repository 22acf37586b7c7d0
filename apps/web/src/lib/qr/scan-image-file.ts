import { detectImageType, messages } from '@portal/domain';
import QrScanner from 'qr-scanner';

export type ImageScan = { ok: true; text: string } | { ok: false; message: string };

/**
 * Decodes the QR code in a PNG or JPEG file (checked by its first bytes, not its name):
 * 'Unsupported image type.' for anything else, 'No QR code found' when the picture holds none.
 */
export async function scanImageFile(file: File): Promise<ImageScan> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (detectImageType(head) === null) return { ok: false, message: messages.scanUnsupportedImage };
  try {
    const result = await QrScanner.scanImage(file, {
      returnDetailedScanResult: true,
      alsoTryWithoutScanRegion: true,
    });
    return { ok: true, text: result.data };
  } catch {
    return { ok: false, message: messages.scanNoQrCode };
  }
}
