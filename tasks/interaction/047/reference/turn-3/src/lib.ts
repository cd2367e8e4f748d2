// Weights are kept as whole hundredths of a kilogram, so 102.5 kg is 10250 and no sum drifts.

export const BAR = 2000;
// Plate sizes with the number of pairs in the gym's box, heaviest first.
export const PLATES: { size: number; pairs: number }[] = [
  { size: 2500, pairs: 3 },
  { size: 2000, pairs: 1 },
  { size: 1500, pairs: 1 },
  { size: 1000, pairs: 2 },
  { size: 500, pairs: 1 },
  { size: 250, pairs: 1 },
  { size: 125, pairs: 1 },
];

/** "102.5" for 10250, "100" for 10000, "101.25" for 10125. */
export function kg(hundredths: number): string {
  const sign = hundredths < 0 ? "-" : "";
  const abs = Math.abs(hundredths);
  const whole = Math.floor(abs / 100);
  const frac = abs % 100;
  if (frac === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(frac).padStart(2, "0").replace(/0$/, "")}`;
}

/** A volume: "12,340 kg", "1,537.5 kg", "0 kg". */
export function volume(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const frac = hundredths % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const tail = frac === 0 ? "" : `.${String(frac).padStart(2, "0").replace(/0$/, "")}`;
  return `${grouped}${tail} kg`;
}

/** A working weight typed as digits with at most one decimal: hundredths, or null when refused. */
export function parseWeight(text: string): number | null {
  if (!/^\d+(\.\d)?$/.test(text)) return null;
  const [whole, frac = "0"] = text.split(".");
  const value = Number(whole) * 100 + Number(frac) * 10;
  if (value < 2000 || value > 30000 || value % 250 !== 0) return null;
  return value;
}

/** A whole number typed as digits only, inside [low, high]; null otherwise. */
export function parseCount(text: string, low: number, high: number): number | null {
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= low && value <= high ? value : null;
}

/** A target typed as digits with up to two decimals: hundredths, or null. */
export function parseTarget(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, frac = ""] = text.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/** The plates for one side, heaviest first, taking each size greedily within its pairs. */
export function platesPerSide(target: number): number[] {
  let left = target - BAR; // what both sides together still have to carry
  const side: number[] = [];
  for (const { size, pairs } of PLATES) {
    let used = 0;
    while (used < pairs && 2 * size <= left) {
      side.push(size);
      left -= 2 * size;
      used += 1;
    }
  }
  return side;
}

export function perSideText(side: number[]): string {
  return side.length === 0 ? "bar only" : side.map(kg).join(" + ");
}

export function loadedWeight(side: number[]): number {
  return BAR + 2 * side.reduce((sum, p) => sum + p, 0);
}

export const WARMUP_STEPS: { percent: number; reps: number }[] = [
  { percent: 50, reps: 5 },
  { percent: 70, reps: 3 },
  { percent: 85, reps: 1 },
];

/** percent of weight, to the nearest 2.5 kg (halves up), never below the bar. */
export function warmupWeight(weight: number, percent: number): number {
  const steps = Math.floor((weight * percent + 12500) / 25000);
  return Math.max(BAR, steps * 250);
}

export function warmups(weight: number): { weight: number; reps: number }[] {
  const lines: { weight: number; reps: number }[] = [];
  for (const { percent, reps } of WARMUP_STEPS) {
    const w = warmupWeight(weight, percent);
    if (lines.length > 0 && lines[lines.length - 1].weight === w) continue;
    lines.push({ weight: w, reps });
  }
  return lines;
}
