import { ID_PICTURE_MAX_BYTES, messages, SIGNATURE_MAX_BYTES } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError, malformed } from '../../http/errors.ts';
import { decodeUtf8 } from '../../http/json-parser.ts';

export type UploadedFile = {
  filename: string;
  bytes: Buffer;
  /** Bytes received; when `truncated`, the file was larger than the per-file cap. */
  size: number;
  truncated: boolean;
};

export type MemberForm = {
  /** The parsed `data` JSON field (unknown shape until validated). */
  data: unknown;
  idPicture?: UploadedFile;
  signature?: UploadedFile;
};

/** The largest file accepted at all (the ID picture); one byte more marks a file as too large. */
const FILE_CAP = Math.max(ID_PICTURE_MAX_BYTES, SIGNATURE_MAX_BYTES) + 1;
/** Route body limit: both images at their maximum plus the JSON field and multipart framing. */
export const MEMBER_FORM_BODY_LIMIT = ID_PICTURE_MAX_BYTES + SIGNATURE_MAX_BYTES + 1024 * 1024;

/**
 * Reads the member form: a `data` field holding JSON and the optional files `idPicture` and
 * `signature`. Files are read into memory up to the cap (the rest is discarded and the file is
 * marked truncated). A JSON body (no files) is accepted too, as `data`.
 */
export async function readMemberForm(request: FastifyRequest): Promise<MemberForm> {
  if (!request.isMultipart()) {
    if (request.body === undefined || request.body === null) throw malformed();
    return { data: request.body };
  }
  const form: MemberForm = { data: undefined };
  let sawData = false;
  try {
    const parts = request.parts({
      defCharset: 'latin1',
      limits: { fileSize: FILE_CAP, files: 2, fields: 4, parts: 6, fieldSize: 512 * 1024 },
      throwFileSizeLimit: false,
    } as never);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'data' || sawData) throw malformed();
        if (part.valueTruncated) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', messages.requestTooLarge);
        sawData = true;
        // The field arrives as latin1 (one character per byte, see defCharset) so its bytes can be
        // checked as UTF-8 here: broken text is refused, not stored as U+FFFD (DECISIONS 39).
        const text = decodeUtf8(Buffer.from(String(part.value), 'latin1'));
        if (text === null) throw new HttpError(400, 'INVALID_TEXT', messages.textNotAllowed);
        form.data = parseJson(text);
        continue;
      }
      if ((part.fieldname !== 'idPicture' && part.fieldname !== 'signature') || form[part.fieldname]) {
        part.file.resume();
        throw malformed();
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        chunks.push(chunk as Buffer);
        size += (chunk as Buffer).length;
      }
      const truncated = part.file.truncated === true;
      // An empty file input arrives as a zero-byte part without a name: treat it as "no file".
      if (size === 0 && !truncated) continue;
      form[part.fieldname] = {
        filename: part.filename ?? '',
        bytes: Buffer.concat(chunks),
        size,
        truncated,
      };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw malformed();
  }
  if (!sawData) throw malformed();
  return form;
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value, (key, v) => (key === '__proto__' ? undefined : v));
  } catch {
    throw malformed();
  }
}
