import { SPOUSE_ORDERS, type SpouseOrder } from '@portal/domain';

/** API spouse order 1–4 (or the domain's '1st'…'4th') → the domain's label; anything else unchanged. */
export function spouseOrderLabel(value: unknown): unknown {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 4) {
    return SPOUSE_ORDERS[value - 1];
  }
  if (typeof value === 'string' && /^[1-4]$/.test(value.trim())) return SPOUSE_ORDERS[Number(value) - 1];
  return value;
}

/** Normalises a raw beneficiary object's spouseOrder before schema validation. */
export function normalizeBeneficiary(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const row = raw as Record<string, unknown>;
  return 'spouseOrder' in row ? { ...row, spouseOrder: spouseOrderLabel(row.spouseOrder) } : row;
}

export function spouseOrderNumber(label: SpouseOrder | null): number | null {
  return label ? SPOUSE_ORDERS.indexOf(label) + 1 : null;
}

export function spouseOrderFromNumber(n: number | null): SpouseOrder | null {
  return n && n >= 1 && n <= 4 ? SPOUSE_ORDERS[n - 1]! : null;
}
