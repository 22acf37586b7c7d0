import { messages } from '@portal/domain';
import { HttpError } from '../../http/errors.ts';
import type { DuplicateKind } from './queries.ts';

export function duplicateError(kind: DuplicateKind): HttpError {
  switch (kind) {
    case 'idNumber':
      return new HttpError(409, 'DUPLICATE_ID_NUMBER', messages.duplicateIdNumber, {
        idNumber: messages.duplicateIdNumber,
      });
    case 'referenceNumber':
      return new HttpError(409, 'DUPLICATE_REFERENCE_NUMBER', messages.duplicateReferenceNumber, {
        referenceNumber: messages.duplicateReferenceNumber,
      });
    case 'identity':
      return new HttpError(409, 'DUPLICATE_MEMBER', messages.duplicateNameBirthdateAddress);
  }
}

/** The unique index that refused a write (a concurrent registration won): same answers as the checks. */
export function duplicateFromUniqueViolation(error: unknown): HttpError | null {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | null;
    e;
  ) {
    if (e.code === '23505') {
      const text = `${e.constraint ?? ''} ${e.message ?? ''}`;
      if (text.includes('members_id_number_key_idx')) return duplicateError('idNumber');
      if (text.includes('members_reference_number_idx')) return duplicateError('referenceNumber');
      if (text.includes('members_duplicate_key_idx')) return duplicateError('identity');
      return null;
    }
    e = e.cause as typeof e;
  }
  return null;
}
