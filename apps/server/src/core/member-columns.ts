import { completeAddress, idNumberKey, type MemberUpdateInput } from '@portal/domain';
import type { NewMemberRow } from './members.ts';

/**
 * The member form's fields as table columns, shared by registration, update and import: blanks become
 * null, the ID number's comparison key (DECISIONS 40) and the stored complete address are derived.
 */
export function memberColumns(
  input: MemberUpdateInput,
): Omit<
  NewMemberRow,
  'referenceNumber' | 'registrationDate' | 'expiryDate' | 'idPictureKey' | 'signatureKey' | 'qrCodeKey'
> {
  return {
    idNumber: input.idNumber,
    idNumberKey: idNumberKey(input.idNumber),
    firstName: input.firstName,
    lastName: input.lastName,
    middleName: input.middleName,
    suffix: input.suffix ?? null,
    maidenName: input.maidenName ?? null,
    barangay: input.barangay,
    houseStreet: input.houseStreet ?? null,
    completeAddress: completeAddress(input.houseStreet ?? '', input.barangay),
    gender: input.gender || null,
    civilStatus: input.civilStatus || null,
    phoneNumber: input.phoneNumber ?? null,
    dob: input.dob,
    reminderConsent: input.reminderConsent,
    language: input.language,
    email: input.email ?? null,
  };
}
