import {
  adminDisplayName,
  ageOn,
  beneficiaryFullName,
  displayedBeneficiaryStatus,
  type IsoDate,
  isSeniorCitizen,
  memberFullName,
  membershipStatus,
} from '@portal/domain';
import type { BeneficiaryRow, CardRow, MemberRow } from './queries.ts';
import type { BeneficiaryView, MemberCard, MemberDetail } from './schemas.ts';

export const IMAGE_KINDS = {
  'id-picture': 'idPictureKey',
  signature: 'signatureKey',
  'qr-code': 'qrCodeKey',
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;

/**
 * The API address of a member image. The `v` parameter changes with the stored file (its key's
 * timestamp), so a browser's private 5-minute cache never shows a replaced picture.
 */
export function imageUrl(memberId: string, kind: ImageKind, key: string | null): string | null {
  if (!key) return null;
  const version = /\/(\d+)_/.exec(key)?.[1] ?? '0';
  return `/api/members/${memberId}/images/${kind}?v=${version}`;
}

export function toMemberCard(row: CardRow, today: IsoDate): MemberCard {
  const card: MemberCard = {
    id: row.id,
    fullName: memberFullName({
      firstName: row.firstName ?? '',
      middleName: row.middleName,
      lastName: row.lastName ?? '',
      suffix: row.suffix,
    }),
    idNumber: row.idNumber ?? '',
    referenceNumber: row.referenceNumber ?? '',
    barangay: row.barangay ?? '',
    registrationDate: row.registrationDate ?? '',
    expiryDate: row.expiryDate ?? '',
    status: membershipStatus(row.expiryDate ?? '', today),
    photoUrl: imageUrl(row.id, 'id-picture', row.idPictureKey ?? null),
  };
  if (row.archivedAt) {
    card.archivedAt = new Date(row.archivedAt).toISOString();
    card.archivedByName = adminDisplayName(row.archivedByEmail);
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
    images: {
      idPicture: imageUrl(row.id, 'id-picture', row.idPictureKey),
      signature: imageUrl(row.id, 'signature', row.signatureKey),
      qrCode: imageUrl(row.id, 'qr-code', row.qrCodeKey),
    },
  };
}

export function toBeneficiaryView(row: BeneficiaryRow, today: IsoDate): BeneficiaryView {
  return {
    id: row.id,
    lastName: row.lastName,
    firstName: row.firstName,
    middleName: row.middleName,
    suffix: row.suffix,
    fullName: beneficiaryFullName(row),
    gender: row.gender,
    dob: row.dob,
    age: ageOn(row.dob, today),
    relationship: row.relationship,
    relationshipOther: row.relationshipOther,
    pwd: row.pwd,
    spouseOrder: row.spouseOrder,
    status: displayedBeneficiaryStatus(row, today),
    createdAt: row.createdAt.toISOString(),
  };
}
