/** Fixtures and helpers for the members and beneficiaries API tests. */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { place, todayIn } from '@portal/domain';
import QRCode from 'qrcode';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { LocalDiskStorage, type Storage } from '../src/storage/index.ts';

/** A parsed JSON response body. */
// biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies freely
export type Json = Record<string, any>;

/** A real PNG (a QR code). */
export const PNG = await QRCode.toBuffer('portal test image', { type: 'png', width: 64 });
/** A real 1×1 JPEG. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const TEXT = Buffer.from('this is not an image, whatever its name says\n');

/** `size` bytes that start like a PNG. */
export function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0);
  PNG.copy(bytes, 0, 0, Math.min(PNG.length, size));
  return bytes;
}

export type FilePart = { bytes: Buffer; filename: string; contentType?: string };
export const pngFile = (filename = 'photo.png'): FilePart => ({
  bytes: PNG,
  filename,
  contentType: 'image/png',
});
export const jpegFile = (filename = 'signature.jpg'): FilePart => ({
  bytes: JPEG,
  filename,
  contentType: 'image/jpeg',
});

/** A multipart/form-data body: `data` JSON plus the given files (null/undefined = not sent). */
export function multipartBody(
  data: unknown,
  files: Record<string, FilePart | null | undefined> = {},
  rawData?: string,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  const push = (text: string) => chunks.push(Buffer.from(text, 'utf8'));
  if (data !== undefined || rawData !== undefined) {
    push(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n`);
    push(rawData ?? JSON.stringify(data));
    push('\r\n');
  }
  for (const [name, file] of Object.entries(files)) {
    if (!file) continue;
    push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    );
    chunks.push(file.bytes);
    push('\r\n');
  }
  push(`--${boundary}--\r\n`);
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let counter = 0;
export const today = () => todayIn('Asia/Manila', new Date());
const uniq = () => {
  counter += 1;
  return `${Date.now().toString(36).slice(-5)}${counter}`;
};

/** A unique, valid reference number (format REF-yyyymmdd-hhmmss-NNNN). */
export function freshReference(): string {
  counter += 1;
  const n = String(counter % 10000).padStart(4, '0');
  // A real time of day (hhmmss), as the reference number's check wants.
  const seconds = Math.floor(Math.random() * 86_400);
  const t = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join('');
  return `REF-${today().replaceAll('-', '')}-${t}-${n}`;
}

/** A complete, valid registration `data` object; each call is a different person. */
export function registrationData(overrides: Record<string, unknown> = {}) {
  const tag = uniq();
  return {
    idNumber: `ID-${tag}`,
    referenceNumber: freshReference(),
    lastName: 'Dela Cruz',
    firstName: 'Juan',
    middleName: `Reyes ${tag}`,
    suffix: '',
    maidenName: '',
    houseStreet: '12 Rizal St.',
    barangay: place.barangays[0],
    gender: 'male',
    civilStatus: 'married',
    phoneNumber: '+63 917 555 0101',
    dob: '1960-05-01',
    registrationDate: today(),
    beneficiaries: [],
    ...overrides,
  };
}

/** An ID picture and a signature: the files a registration needs. */
export const registrationFiles = (): Record<string, FilePart> => ({
  idPicture: pngFile(),
  signature: jpegFile(),
});

/**
 * POST /api/members as the admin of `cookie`: `data` (undefined: no data part) with `files` (an ID
 * picture and a signature unless given), `rawData` sent as the data part instead when given, and any
 * further `headers`.
 */
export function postMember(
  app: App,
  cookie: string,
  data: unknown,
  options: {
    files?: Record<string, FilePart | null | undefined>;
    rawData?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const body = multipartBody(data, options.files ?? registrationFiles(), options.rawData);
  return app.inject({
    method: 'POST',
    url: '/api/members',
    payload: body.payload,
    headers: { ...body.headers, cookie, ...options.headers },
  });
}

/** PATCH /api/members/:id as the admin of `cookie` (Update Profile): the fields of `data` and any `files`. */
export function patchMember(
  app: App,
  cookie: string,
  id: string,
  data: unknown,
  files: Record<string, FilePart | null | undefined> = {},
) {
  const body = multipartBody(data, files);
  return app.inject({
    method: 'PATCH',
    url: `/api/members/${id}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

/** A member registered through the API (the answer's `member`); the test fails unless it answers 201. */
export async function registeredMember(
  app: App,
  cookie: string,
  data: unknown = registrationData(),
  files: Record<string, FilePart | null | undefined> = registrationFiles(),
): Promise<Json> {
  const res = await postMember(app, cookie, data, { files });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Json>().member;
}

/** A beneficiary row for the forms. */
export function beneficiary(overrides: Record<string, unknown> = {}) {
  return {
    lastName: 'Dela Cruz',
    firstName: `Ana ${uniq()}`,
    middleName: 'Reyes',
    gender: 'female',
    dob: '2015-03-10',
    relationship: 'Child',
    pwd: false,
    ...overrides,
  };
}

/** Every file under `root` (relative paths), temporary files included. */
export function filesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}

/** Local-disk storage whose `failOnPut`-th put (1-based) throws, as a full disk would. */
export class FailingStorage implements Storage {
  private readonly inner: LocalDiskStorage;
  puts = 0;
  failOnPut = 0;
  constructor(root: string) {
    this.inner = new LocalDiskStorage(root);
  }
  async put(key: string, bytes: Uint8Array, contentType: string) {
    this.puts += 1;
    if (this.failOnPut > 0 && this.puts === this.failOnPut) throw new Error('disk full (test)');
    return this.inner.put(key, bytes, contentType);
  }
  get(key: string) {
    return this.inner.get(key);
  }
  delete(key: string) {
    return this.inner.delete(key);
  }
  list(prefix: string) {
    return this.inner.list(prefix);
  }
}
