/** The service catalogue, claim windows, usage and limits (spec 4, 5, 9; DECISIONS 13, 15, 17). */
import { SENIOR_AGE } from './constants.ts';
import { ageOn, type IsoDate, isDateWithin, monthWindow } from './dates.ts';
import { type MembershipYear, membershipStatus, membershipYearOf } from './membership.ts';
import { messages } from './messages.ts';
import { formatPesos, pesos } from './money.ts';

export const SERVICE_CATEGORIES = ['outpatient', 'inpatient'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  outpatient: 'Outpatient',
  inpatient: 'Inpatient',
};

export const OTHER_LABORATORY_PROCEDURE = 'OTHER LABORATORY PROCEDURE';
export const FREE_MEDICINE = 'FREE MEDICINE';
export const MAINTENANCE_MEDICINE = 'MAINTENANCE MEDICINE';

export const OUTPATIENT_SERVICES = [
  '2D-ECHO',
  'CHEMOTHERAPY',
  'CRANIAL/CT-SCAN',
  'CT-SCAN',
  'HEMODIALYSIS',
  'MRI',
  'ULTRASOUND',
  OTHER_LABORATORY_PROCEDURE,
  'EYE GLASSES',
  FREE_MEDICINE,
  MAINTENANCE_MEDICINE,
] as const;
export const INPATIENT_SERVICES = ['HOSPITALIZATION'] as const;
export const SERVICE_TYPES = [...OUTPATIENT_SERVICES, ...INPATIENT_SERVICES] as const;

/** Procedures to choose from when the service is OTHER LABORATORY PROCEDURE (spec 9). */
export const LAB_PROCEDURES = [
  'X-RAY',
  'BLOOD CHEMISTRY',
  'MAMMOGRAM',
  'FT3',
  'FT4',
  'TSH',
  'ECG',
  'EEG',
  'PSA',
] as const;
export type LabProcedure = (typeof LAB_PROCEDURES)[number];

/** Counted per calendar month; every other service per membership year (DECISIONS 13). */
export const MONTHLY_SERVICES: readonly string[] = [FREE_MEDICINE, MAINTENANCE_MEDICINE];
/** Only for members 60 or over on the service date (DECISIONS 15). */
export const SENIOR_ONLY_SERVICES: readonly string[] = [MAINTENANCE_MEDICINE];

export interface ServiceLimit {
  serviceType: string;
  category: ServiceCategory;
  maxCentavos: number;
}

/** The default limits of spec 9, used until an admin edits them. */
export const DEFAULT_SERVICE_LIMITS: readonly ServiceLimit[] = [
  { serviceType: '2D-ECHO', category: 'outpatient', maxCentavos: pesos(3000) },
  { serviceType: 'CHEMOTHERAPY', category: 'outpatient', maxCentavos: pesos(6000) },
  { serviceType: 'CRANIAL/CT-SCAN', category: 'outpatient', maxCentavos: pesos(5000) },
  { serviceType: 'CT-SCAN', category: 'outpatient', maxCentavos: pesos(6500) },
  { serviceType: 'HEMODIALYSIS', category: 'outpatient', maxCentavos: pesos(7000) },
  { serviceType: 'MRI', category: 'outpatient', maxCentavos: pesos(6000) },
  { serviceType: 'ULTRASOUND', category: 'outpatient', maxCentavos: pesos(1200) },
  { serviceType: OTHER_LABORATORY_PROCEDURE, category: 'outpatient', maxCentavos: pesos(1500) },
  { serviceType: 'EYE GLASSES', category: 'outpatient', maxCentavos: pesos(1200) },
  { serviceType: FREE_MEDICINE, category: 'outpatient', maxCentavos: pesos(500) },
  { serviceType: MAINTENANCE_MEDICINE, category: 'outpatient', maxCentavos: pesos(500) },
  { serviceType: 'HOSPITALIZATION', category: 'inpatient', maxCentavos: pesos(8000) },
];

/** The highest maximum an admin may set per service (spec 5). */
export const SERVICE_LIMIT_CAPS_CENTAVOS: Record<ServiceCategory, number> = {
  outpatient: pesos(10_000),
  inpatient: pesos(15_000),
};

export function isLabProcedure(value: string): value is LabProcedure {
  return (LAB_PROCEDURES as readonly string[]).includes(value);
}

export function serviceCategoryOf(serviceType: string): ServiceCategory | null {
  if ((OUTPATIENT_SERVICES as readonly string[]).includes(serviceType)) return 'outpatient';
  if ((INPATIENT_SERVICES as readonly string[]).includes(serviceType)) return 'inpatient';
  return null;
}

export function isMonthlyService(serviceType: string): boolean {
  return MONTHLY_SERVICES.includes(serviceType);
}

export function isSeniorOnlyService(serviceType: string): boolean {
  return SENIOR_ONLY_SERVICES.includes(serviceType);
}

export interface ClaimWindow {
  /** 'month' for FREE MEDICINE and MAINTENANCE MEDICINE, 'membershipYear' for the rest. */
  kind: 'month' | 'membershipYear';
  start: IsoDate;
  end: IsoDate;
  /** The membership year containing the date (also given for monthly services). */
  membershipYear: MembershipYear;
}

/**
 * The window a claim on `date` counts in (DECISIONS 13): its calendar month for the
 * monthly services, its membership year for every other service. Null before the
 * registration date, when there is no membership to count in.
 */
export function claimWindowOf(
  serviceType: string,
  registrationDate: IsoDate,
  date: IsoDate,
): ClaimWindow | null {
  const membershipYear = membershipYearOf(registrationDate, date);
  if (!membershipYear) return null;
  if (isMonthlyService(serviceType)) return { kind: 'month', ...monthWindow(date), membershipYear };
  return { kind: 'membershipYear', start: membershipYear.start, end: membershipYear.end, membershipYear };
}

/** What usage needs to know of a recorded claim. */
export interface UsageClaim {
  serviceType: string;
  amountCentavos: number;
  date: IsoDate;
}

/** Used = the sum of the claims of that service whose service date lies in the window. */
export function usedInWindow(
  claims: readonly UsageClaim[],
  serviceType: string,
  window: { start: IsoDate; end: IsoDate },
): number {
  let used = 0;
  for (const claim of claims) {
    if (claim.serviceType === serviceType && isDateWithin(claim.date, window.start, window.end)) {
      used += claim.amountCentavos;
    }
  }
  return used;
}

export const SERVICE_STATUSES = ['Available', 'Partial', 'Depleted', 'Ineligible'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export interface ServiceUsage {
  serviceType: string;
  category: ServiceCategory;
  maxCentavos: number;
  usedCentavos: number;
  /** max − used, never below zero (a lowered max leaves past claims alone, DECISIONS 17). */
  remainingCentavos: number;
  status: ServiceStatus;
  /** Why the service is Ineligible. */
  reason?: string;
  /** The window the figures are for; null before the registration date. */
  window: ClaimWindow | null;
}

export interface UsageMember {
  registrationDate: IsoDate;
  dob: IsoDate;
  /** When given, an expired membership makes every service Ineligible (DECISIONS 14). */
  expiryDate?: IsoDate;
}

/**
 * One usage card per service for the window containing `on` (spec 4): Available when
 * nothing is used, Partial when some is, Depleted when used reaches the max (also a max
 * of 0 or a max lowered below what was used), Ineligible when the member may not claim
 * it at all (MAINTENANCE MEDICINE under 60, or an expired membership).
 */
export function serviceUsage(
  limits: readonly ServiceLimit[],
  claims: readonly UsageClaim[],
  on: IsoDate,
  member: UsageMember,
): ServiceUsage[] {
  const expired = member.expiryDate !== undefined && membershipStatus(member.expiryDate, on) === 'Expired';
  const senior = ageOn(member.dob, on) >= SENIOR_AGE;
  return limits.map((limit) => {
    const window = claimWindowOf(limit.serviceType, member.registrationDate, on);
    const usedCentavos = window ? usedInWindow(claims, limit.serviceType, window) : 0;
    const usage: ServiceUsage = {
      serviceType: limit.serviceType,
      category: limit.category,
      maxCentavos: limit.maxCentavos,
      usedCentavos,
      remainingCentavos: Math.max(0, limit.maxCentavos - usedCentavos),
      status: usedCentavos >= limit.maxCentavos ? 'Depleted' : usedCentavos === 0 ? 'Available' : 'Partial',
      window,
    };
    if (expired) return { ...usage, status: 'Ineligible', reason: messages.claimMembershipExpired };
    if (isSeniorOnlyService(limit.serviceType) && !senior) {
      return { ...usage, status: 'Ineligible', reason: messages.claimSeniorOnly };
    }
    return usage;
  });
}

/** The limit of a service, or undefined when the service is not offered in that category. */
export function findServiceLimit(
  limits: readonly ServiceLimit[],
  serviceType: string,
  category?: ServiceCategory,
): ServiceLimit | undefined {
  return limits.find(
    (l) => l.serviceType === serviceType && (category === undefined || l.category === category),
  );
}

export type ServiceLimitsCheck =
  | { ok: true }
  | { ok: false; code: 'LIMIT_OUT_OF_RANGE'; message: string; serviceType: string };

/** Each max is whole centavos between ₱0 and the category's cap: ₱10,000 outpatient, ₱15,000 inpatient. */
export function validateServiceLimits(limits: readonly ServiceLimit[]): ServiceLimitsCheck {
  for (const limit of limits) {
    const cap = SERVICE_LIMIT_CAPS_CENTAVOS[limit.category];
    const max = limit.maxCentavos;
    if (!Number.isInteger(max) || max < 0 || max > cap) {
      return {
        ok: false,
        code: 'LIMIT_OUT_OF_RANGE',
        message: messages.limitOutOfRange(formatPesos(cap)),
        serviceType: limit.serviceType,
      };
    }
  }
  return { ok: true };
}
