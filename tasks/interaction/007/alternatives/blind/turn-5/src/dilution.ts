export type Inputs = {
  stock: string;
  target: string;
  final: string;
};

export type Outcome =
  | { kind: "incomplete" }
  | { kind: "impossible" }
  | { kind: "too-small"; stockUl: number }
  | { kind: "ok"; stockMl: number; diluentMl: number };

/** The smallest volume our pipettes handle, in µL. */
export const MIN_PIPETTE_UL = 2;

/** A positive number typed into a field, or null when empty / zero / negative / garbage. */
export function positive(raw: string): number | null {
  if (raw.trim() === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Drops binary float noise so that comparisons at a limit (exactly 2 µL, exactly 1 mL) behave. */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}

/** C1 × V1 = C2 × V2, solved for V1, plus the diluent that tops it up to V2. */
export function solve(inputs: Inputs): Outcome {
  const c1 = positive(inputs.stock);
  const c2 = positive(inputs.target);
  const v2 = positive(inputs.final);
  if (c1 === null || c2 === null || v2 === null) return { kind: "incomplete" };
  if (c2 >= c1) return { kind: "impossible" };
  const stockUl = clean((c2 * v2 * 1000) / c1);
  if (stockUl < MIN_PIPETTE_UL) return { kind: "too-small", stockUl };
  const stockMl = (c2 * v2) / c1;
  return { kind: "ok", stockMl, diluentMl: v2 - stockMl };
}

/** Half-up rounding to fixed decimals, robust against float noise (1.005 -> "1.01"). */
export function fixed(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toPrecision(12));
  return (Math.round(scaled) / factor).toFixed(decimals);
}

/** The stock volume for the result line: µL with one decimal below 1 mL, else mL with two. */
export function stockVolume(stockMl: number): string {
  if (clean(stockMl) < 1) return `${fixed(stockMl * 1000, 1)} µL`;
  return `${fixed(stockMl, 2)} mL`;
}
