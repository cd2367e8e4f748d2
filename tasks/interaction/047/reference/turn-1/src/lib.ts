// Weights are kept as whole hundredths of a kilogram, so 102.5 kg is 10250 and no sum drifts.

export const BAR = 2000;

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
