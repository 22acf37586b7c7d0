/** What the Members API answers (CONTRACT-FEATURES: MemberCard, MemberDetail, Beneficiary). */
import type { MembershipStatus } from '@portal/domain';

export interface MemberCard {
  id: string;
  fullName: string;
  idNumber: string;
  referenceNumber: string;
  barangay: string;
  registrationDate: string;
  expiryDate: string;
  status: MembershipStatus;
  photoUrl: string | null;
  archivedAt?: string;
  archivedByName?: string;
}

export interface MemberPage {
  members: MemberCard[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface MemberDetail {
  id: string;
  idNumber: string;
  referenceNumber: string;
  firstName: string;
  lastName: string;
  middleName: string;
  suffix: string | null;
  maidenName: string | null;
  fullName: string;
  houseStreet: string | null;
  barangay: string;
  completeAddress: string;
  gender: string | null;
  civilStatus: string | null;
  phoneNumber: string | null;
  dob: string;
  age: number;
  isSenior: boolean;
  registrationDate: string;
  expiryDate: string;
  status: MembershipStatus;
  createdAt: string;
  archivedAt: string | null;
  images: { idPicture: string | null; signature: string | null; qrCode: string | null };
}

export interface Beneficiary {
  id: string;
  lastName: string;
  firstName: string;
  middleName: string | null;
  suffix: string | null;
  fullName: string;
  gender: string;
  dob: string;
  age: number;
  relationship: string;
  relationshipOther: string | null;
  pwd: boolean;
  /** 1 to 4 for a male member's spouses (the domain's '1st'…'4th'). */
  spouseOrder: number | null;
  status: 'Eligible' | 'Ineligible' | 'Removed';
  createdAt: string;
}

export interface MemberWithBeneficiaries {
  member: MemberDetail;
  beneficiaries: Beneficiary[];
}
