/** Pesos as typed and shown, centavos as kept (DECISIONS 2). */

export type ParsedPesos = { ok: true; centavos: number } | { ok: false };

// Digits with optional thousands separators, at most 2 decimals; an optional leading peso sign
// so that what `formatPesos` shows can be typed back.
const PESOS = /^₱?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * '1500', '1,500.5', '0.01', '₱1,234.50' → centavos. Refuses negatives, exponents,
 * more than 2 decimals, misplaced commas and anything that is not a plain amount.
 * Zero parses (as 0): whether zero is acceptable is the caller's rule.
 */
export function parsePesos(input: string): ParsedPesos {
  if (typeof input !== 'string') return { ok: false };
  const match = PESOS.exec(input.trim());
  if (!match) return { ok: false };
  const whole = Number((match[1] ?? '').replaceAll(',', ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const centavos = whole * 100 + fraction;
  if (!Number.isSafeInteger(centavos)) return { ok: false };
  return { ok: true, centavos };
}

/** 123450 → '₱1,234.50': always 2 decimals, comma thousands separators. */
export function formatPesos(centavos: number): string {
  const rounded = Math.round(centavos);
  const sign = rounded < 0 ? '-' : '';
  const absolute = Math.abs(rounded);
  const whole = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}₱${whole}.${fraction}`;
}

/** Pesos (a number, possibly with centavos) → integer centavos. */
export function pesosToCentavos(pesosAmount: number): number {
  return Math.round(pesosAmount * 100);
}

/**
 * Short form for constants: `pesos(3000)` is ₱3,000.00 in centavos.
 * @alias pesosToCentavos
 */
export const pesos = pesosToCentavos;

/** Centavos → pesos as a plain number (for number inputs and CSV). */
export function centavosToPesos(centavos: number): number {
  return centavos / 100;
}
