export type Inputs = {
  stock: string;
  target: string;
  final: string;
};

export type Outcome =
  | { kind: "incomplete" }
  | { kind: "impossible" }
  | { kind: "ok"; stockMl: number; diluentMl: number };

/** A positive number typed into a field, or null when empty / zero / negative / garbage. */
export function positive(raw: string): number | null {
  if (raw.trim() === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** C1 × V1 = C2 × V2, solved for V1, plus the diluent that tops it up to V2. */
export function solve(inputs: Inputs): Outcome {
  const c1 = positive(inputs.stock);
  const c2 = positive(inputs.target);
  const v2 = positive(inputs.final);
  if (c1 === null || c2 === null || v2 === null) return { kind: "incomplete" };
  if (c2 >= c1) return { kind: "impossible" };
  const stockMl = (c2 * v2) / c1;
  return { kind: "ok", stockMl, diluentMl: v2 - stockMl };
}

/** Half-up rounding to fixed decimals, robust against float noise (1.005 -> "1.01"). */
export function fixed(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toPrecision(12));
  return (Math.round(scaled) / factor).toFixed(decimals);
}
