/** What the Services API answers (CONTRACT-FEATURES "Services API"), and what the section needs of a member. */
import type { ClaimWindow, ServiceCategory, ServiceUsage } from '@portal/domain';

export interface ServiceLimitView {
  serviceType: string;
  category: ServiceCategory;
  maxCentavos: number;
  capCentavos: number;
}

/** The domain's ServiceUsage as the API sends it: the window without its membership year. */
export type ServiceUsageView = Omit<ServiceUsage, 'window'> & {
  window: Pick<ClaimWindow, 'kind' | 'start' | 'end'> | null;
};

export interface ClaimView {
  id: string;
  category: ServiceCategory;
  serviceType: string;
  specificProcedure: string | null;
  institution: string;
  amountCentavos: number;
  date: string;
  beneficiaryUse: 'Yes' | 'No';
  beneficiaryId: string | null;
  beneficiaryName: string | null;
  /** 'Y - Y+1', or 'N/A'. */
  membershipYear: string;
  tag: 'Current' | 'Archived';
  createdAt: string;
}

export interface MemberServices {
  usage: ServiceUsageView[];
  currentYear: { label: string; start: string; end: string } | null;
  claims: ClaimView[];
}

/** The member as the profile page has it (the Members API's MemberDetail has these fields). */
export interface ServicesMember {
  id: string;
  dob: string;
  registrationDate: string;
  expiryDate: string;
  archivedAt: string | null;
}

/** A beneficiary as the profile page has it (the Members API's Beneficiary has these fields). */
export interface ServicesBeneficiary {
  id: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffix: string | null;
  fullName: string;
  status: 'Eligible' | 'Ineligible' | 'Removed';
}
