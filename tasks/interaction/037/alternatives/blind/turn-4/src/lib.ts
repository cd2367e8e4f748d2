export type Reading = { id: number; day: number; gravity: number };

export type Batch = {
  id: number;
  name: string;
  /** tenths of a litre */
  volume: number;
  /** original gravity in thousandths (1.050 -> 1050) */
  og: number;
  readings: Reading[];
  bottled?: Bottling;
};

export type Bottling = {
  /** tenths of a litre */
  volume: number;
  sugar: number;
  bottles: number;
  /** order in which batches were bottled */
  seq: number;
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

/** Attenuation in whole percent: (OG − gravity) ÷ (OG − 1.000) × 100, halves rounded up. */
export function attenuation(batch: Batch): number {
  const drop = batch.og - currentGravity(batch);
  const potential = batch.og - 1000;
  return Math.floor((200 * drop + potential) / (2 * potential));
}

/** Finished: at least three readings and the three with the highest days share one gravity. */
export function fermentationFinished(batch: Batch): boolean {
  if (batch.readings.length < 3) return false;
  const lastThree = readingsByDay(batch.readings).slice(-3);
  return lastThree.every((reading) => reading.gravity === lastThree[0].gravity);
}

export type Status = "Fermenting" | "Ready to bottle" | "Bottled";

export function statusOf(batch: Batch): Status {
  if (batch.bottled) return "Bottled";
  return fermentationFinished(batch) ? "Ready to bottle" : "Fermenting";
}

export type Carbonation = { key: string; label: string; volumes: number; sugarPerLitre: number };

/** Priming sugar per litre is 4 g × (volumes − 0.8); sugarPerLitre is in tenths of a gram. */
export const CARBONATION: Carbonation[] = [
  { key: "low", label: "Low (2.0 volumes)", volumes: 2.0, sugarPerLitre: 48 },
  { key: "medium", label: "Medium (2.4 volumes)", volumes: 2.4, sugarPerLitre: 64 },
  { key: "high", label: "High (2.8 volumes)", volumes: 2.8, sugarPerLitre: 80 },
];

/** Grams of priming sugar for a bottling volume in tenths of a litre, to the nearest gram. */
export function primingSugar(sugarPerLitreTenths: number, volumeTenths: number): number {
  return Math.floor((sugarPerLitreTenths * volumeTenths + 50) / 100);
}

/** Number of 500 mL bottles the volume fills completely. */
export function fullBottles(volumeTenths: number): number {
  return Math.floor(volumeTenths / 5);
}

export function formatBottled(batch: Batch, bottling: Bottling): string {
  return `${batch.name}: ${formatVolume(bottling.volume)}, ${bottling.sugar} g priming sugar, ${bottling.bottles} bottles`;
}
