// Weights are kept in tenths of a kilogram (102.5 kg -> 1025) so that the
// arithmetic stays exact; plate sums use hundredths (1.25 kg -> 125).

export const BAR_CENTS = 2000;

// Plate sizes in hundredths of a kilogram and how many pairs the box holds.
export const PLATE_PAIRS: { cents: number; pairs: number }[] = [
  { cents: 2500, pairs: 3 },
  { cents: 2000, pairs: 1 },
  { cents: 1500, pairs: 1 },
  { cents: 1000, pairs: 2 },
  { cents: 500, pairs: 1 },
  { cents: 250, pairs: 1 },
  { cents: 125, pairs: 1 },
];

function withThousands(whole: number): string {
  const digits = String(whole);
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ",";
    out += digits[i];
  }
  return out;
}

/** 1025 -> "102.5", 1000 -> "100" */
export function formatTenths(tenths: number): string {
  const whole = Math.floor(tenths / 10);
  const frac = tenths % 10;
  return frac === 0 ? String(whole) : `${whole}.${frac}`;
}

/** 10125 -> "101.25", 10150 -> "101.5", 10000 -> "100" */
export function formatCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  let frac = String(cents % 100).padStart(2, "0");
  while (frac.endsWith("0")) frac = frac.slice(0, -1);
  return frac === "" ? String(whole) : `${whole}.${frac}`;
}

/** A volume in tenths of a kilogram: 123400 -> "12,340 kg", 15375 -> "1,537.5 kg" */
export function formatVolume(tenths: number): string {
  const whole = Math.floor(tenths / 10);
  const frac = tenths % 10;
  return `${withThousands(whole)}${frac === 0 ? "" : `.${frac}`} kg`;
}

/** Per-side plates (in hundredths), heaviest first, for a target in hundredths. */
export function platesPerSide(targetCents: number): number[] {
  let left = targetCents - BAR_CENTS; // what both sides together still have to carry
  const plates: number[] = [];
  if (left <= 0) return plates;
  for (const { cents, pairs } of PLATE_PAIRS) {
    const count = Math.min(pairs, Math.floor(left / (2 * cents)));
    for (let i = 0; i < count; i++) plates.push(cents);
    left -= count * 2 * cents;
  }
  return plates;
}

export function loadedCents(plates: number[]): number {
  return BAR_CENTS + 2 * plates.reduce((sum, p) => sum + p, 0);
}

export function platesText(plates: number[]): string {
  return plates.length === 0 ? "bar only" : plates.map(formatCents).join(" + ");
}
