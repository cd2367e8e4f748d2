export type Reading = { id: number; day: number; gravity: number };

export type Batch = {
  id: number;
  name: string;
  /** tenths of a litre */
  volume: number;
  /** original gravity in thousandths (1.050 -> 1050) */
  og: number;
  readings: Reading[];
};

/**
 * Parses a plain decimal number typed by the user into an integer scaled by
 * 10^decimals. Returns null when the text is empty, not a number, or has more
 * decimals than allowed (trailing zeros do not count).
 */
export function parseScaled(text: string, decimals: number): number | null {
  const trimmed = text.trim();
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match) return null;
  const whole = match[1] ?? "";
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (whole === "" && (match[2] ?? "") === "") return null;
  if (fraction.length > decimals) return null;
  const padded = fraction.padEnd(decimals, "0");
  return Number(whole || "0") * 10 ** decimals + Number(padded || "0");
}

export function formatVolume(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10} L`;
}

export function formatGravity(thousandths: number): string {
  return `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, "0")}`;
}

export function readingsByDay(readings: Reading[]): Reading[] {
  return [...readings].sort((a, b) => a.day - b.day);
}

/** Gravity of the reading with the highest day, or the original gravity without readings. */
export function currentGravity(batch: Batch): number {
  if (batch.readings.length === 0) return batch.og;
  const sorted = readingsByDay(batch.readings);
  return sorted[sorted.length - 1].gravity;
}

/** ABV in tenths of a percent: (OG − gravity) × 131.25, halves rounded up. */
export function abvTenths(batch: Batch): number {
  const drop = batch.og - currentGravity(batch);
  return Math.floor((drop * 13125 + 5000) / 10000);
}

export function formatAbv(batch: Batch): string {
  const tenths = abvTenths(batch);
  const sign = tenths < 0 ? "-" : "";
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}%`;
}
