import { detectImageType, type MemberImageKind, memberImageProblem, messages } from '@portal/domain';
import type { CheckedImage } from '../../core/member-files.ts';
import { HttpError } from '../../http/errors.ts';
import type { UploadedFile } from './multipart.ts';

// Stored member files (keys, QR code, FileBatch) live in core/member-files.ts: the import uses them too.
export { type CheckedImage, FileBatch, memberQrPng, qrKey } from '../../core/member-files.ts';

/** Refuses a file that is not PNG/JPEG by content (400) or too large for its kind (413). */
export function checkImage(kind: MemberImageKind, file: UploadedFile): CheckedImage {
  const size = file.truncated ? Number.MAX_SAFE_INTEGER : file.size;
  const problem = memberImageProblem(kind, { size, head: file.bytes.subarray(0, 16) });
  if (problem === messages.imageWrongType)
    throw new HttpError(400, 'INVALID_IMAGE', problem, { [kind]: problem });
  if (problem) throw new HttpError(413, 'FILE_TOO_LARGE', problem, { [kind]: problem });
  const type = detectImageType(file.bytes.subarray(0, 16));
  return { kind, filename: file.filename, bytes: file.bytes, extension: type === 'png' ? 'png' : 'jpg' };
}
