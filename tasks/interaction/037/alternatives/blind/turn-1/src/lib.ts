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
