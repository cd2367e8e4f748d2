export type DilutionCheck =
  | { kind: 'incomplete' }
  | { kind: 'impossible' }
  | { kind: 'too-small' }
  | { kind: 'ok'; stockMl: number; stockUl: number; diluentMl: number };

/** Smallest volume our pipettes can deliver, in µL. */
export const MIN_PIPETTE_UL = 2;

// Guards comparisons against binary floating-point noise (e.g. 1.9999999999999998 µL).
const TOLERANCE = 1e-9;

/** Returns the parsed number when the raw field text is a value above zero, otherwise null. */
function positiveValue(raw: string): number | null {
  if (raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** C1 × V1 = C2 × V2, solved for V1 (stock volume) and V2 − V1 (diluent). */
export function checkDilution(stock: string, target: string, volume: string): DilutionCheck {
  const c1 = positiveValue(stock);
  const c2 = positiveValue(target);
  const v2 = positiveValue(volume);
  if (c1 === null || c2 === null || v2 === null) return { kind: 'incomplete' };
  if (c2 >= c1) return { kind: 'impossible' };
  const stockMl = (c2 * v2) / c1;
  const stockUl = (c2 * v2 * 1000) / c1;
  if (stockUl < MIN_PIPETTE_UL - TOLERANCE) return { kind: 'too-small' };
  return { kind: 'ok', stockMl, stockUl, diluentMl: v2 - stockMl };
}

/** Stock volume for the result line: µL with one decimal below 1 mL, otherwise mL with two. */
export function formatStockVolume(stockMl: number, stockUl: number): string {
  if (stockMl < 1 - TOLERANCE) return `${stockUl.toFixed(1)} µL`;
  return `${stockMl.toFixed(2)} mL`;
}
