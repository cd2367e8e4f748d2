export type DilutionCheck =
  | { kind: 'incomplete' }
  | { kind: 'impossible' }
  | { kind: 'ok'; stockMl: number; diluentMl: number };

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
  return { kind: 'ok', stockMl, diluentMl: v2 - stockMl };
}
