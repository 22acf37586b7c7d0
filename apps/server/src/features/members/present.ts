import {
  adminFullName,
  ageOn,
  type IsoDate,
  isSeniorCitizen,
  isSmsNumber,
  type MemberCard,
  type MemberDetail,
  type MemberImagePath,
  memberFullName,
  memberNameLastFirst,
  membershipStatus,
} from '@portal/domain';
import type { MemberRow } from '../../core/members.ts';
import type { CardRow } from './queries.ts';

/** The column holding each served file's storage key. */
export const IMAGE_COLUMNS = {
  'id-picture': 'idPictureKey',
  signature: 'signatureKey',
  'qr-code': 'qrCodeKey',
} as const satisfies Record<MemberImagePath, keyof MemberRow>;

/**
 * The API address of a member image. The `v` parameter changes with the stored file (its key's
 * timestamp), so a browser's private 5-minute cache never shows a replaced picture.
 */
export function imageUrl(memberId: string, kind: MemberImagePath, key: string | null): string | null {
  if (!key) return null;
  const version = /\/(\d+)_/.exec(key)?.[1] ?? '0';
  return `/api/members/${memberId}/images/${kind}?v=${version}`;
}

export function toMemberCard(row: CardRow, today: IsoDate): MemberCard {
  const names = {
    firstName: row.firstName ?? '',
    middleName: row.middleName,
    lastName: row.lastName ?? '',
    suffix: row.suffix,
  };
  const card: MemberCard = {
    id: row.id,
    fullName: memberFullName(names),
    nameLastFirst: memberNameLastFirst(names),
    idNumber: row.idNumber ?? '',
    referenceNumber: row.referenceNumber ?? '',
    barangay: row.barangay ?? '',
    registrationDate: row.registrationDate ?? '',
    expiryDate: row.expiryDate ?? '',
    status: membershipStatus(row.expiryDate ?? '', today),
    photoUrl: imageUrl(row.id, 'id-picture', row.idPictureKey ?? null),
    documentsMissing: !row.idPictureKey || !row.signatureKey,
  };
  if (row.archivedAt) {
    card.archivedAt = new Date(row.archivedAt).toISOString();
    card.archivedByName = adminFullName({
      firstName: row.archivedByFirstName,
      lastName: row.archivedByLastName,
    });
  }
  return card;
}

export function toMemberDetail(row: MemberRow, today: IsoDate): MemberDetail {
  return {
    id: row.id,
    idNumber: row.idNumber,
    referenceNumber: row.referenceNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    middleName: row.middleName,
    suffix: row.suffix,
    maidenName: row.maidenName,
    fullName: memberFullName(row),
    houseStreet: row.houseStreet,
    barangay: row.barangay,
    completeAddress: row.completeAddress,
    gender: row.gender,
    civilStatus: row.civilStatus,
    phoneNumber: row.phoneNumber,
    dob: row.dob,
    age: ageOn(row.dob, today),
    isSenior: isSeniorCitizen(row.dob, today),
    registrationDate: row.registrationDate,
    expiryDate: row.expiryDate,
    status: membershipStatus(row.expiryDate, today),
    createdAt: row.createdAt.toISOString(),
    archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
    anonymizedAt: row.anonymizedAt ? row.anonymizedAt.toISOString() : null,
    images: {
      idPicture: imageUrl(row.id, 'id-picture', row.idPictureKey),
      signature: imageUrl(row.id, 'signature', row.signatureKey),
      qrCode: imageUrl(row.id, 'qr-code', row.qrCodeKey),
    },
    documentsMissing: !row.idPictureKey || !row.signatureKey,
    reminderConsent: row.reminderConsent,
    language: row.language,
    email: row.email,
    smsNumber: isSmsNumber(row.phoneNumber),
  };
}
