export type Reading = { id: number; day: number; gravity: number }; // gravity in thousandths (1.050 -> 1050)

export type Batch = {
  id: number;
  name: string;
  volume: number; // tenths of a litre
  og: number; // thousandths
  readings: Reading[];
};

/** The value in whole units of 10^-decimals, or null when the text is not a plain number with at most that many decimals. */
export function scaled(text: string, decimals: number): number | null {
  const t = text.trim();
  const re = new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  if (!re.test(t)) return null;
  const [whole, frac = ""] = t.split(".");
  return Number(whole) * 10 ** decimals + Number((frac + "000").slice(0, decimals));
}

export const fmtVolume = (tenths: number) => `${Math.floor(tenths / 10)}.${tenths % 10} L`;
export const fmtGravity = (thousandths: number) => (thousandths / 1000).toFixed(3);

export type BatchDraft = { name: string; volume: string; og: string };
export const EMPTY_BATCH: BatchDraft = { name: "", volume: "", og: "" };

export function validateBatch(draft: BatchDraft, batches: Batch[]) {
  const errors: string[] = [];
  const name = draft.name.trim();
  if (name.length < 3 || name.length > 30) errors.push("Name must be 3 to 30 characters");
  const volume = scaled(draft.volume, 1);
  if (volume === null || volume < 10 || volume > 600) errors.push("Volume must be from 1 to 60 L with at most one decimal");
  const og = scaled(draft.og, 3);
  if (og === null || og < 1020 || og > 1150) errors.push("Original gravity must be from 1.020 to 1.150 with at most three decimals");
  if (batches.some((b) => b.name.toLowerCase() === name.toLowerCase())) errors.push(`A batch named ${name} already exists`);
  return { errors, name, volume: volume ?? 0, og: og ?? 0 };
}

export function validateReading(dayText: string, gravityText: string, batch: Batch) {
  const errors: string[] = [];
  const t = dayText.trim();
  const day = /^\d+$/.test(t) ? Number(t) : null;
  const dayOk = day !== null && day >= 1 && day <= 60;
  if (!dayOk) errors.push("Day must be a whole number from 1 to 60");
  const gravity = scaled(gravityText, 3);
  if (gravity === null || gravity < 990 || gravity > 1150) {
    errors.push("Gravity must be from 0.990 to 1.150 with at most three decimals");
  } else if (gravity > batch.og) {
    errors.push(`Gravity cannot be above the original gravity ${fmtGravity(batch.og)}`);
  }
  if (dayOk && batch.readings.some((r) => r.day === day)) errors.push(`Day ${day} already has a reading for ${batch.name}`);
  return { errors, day: day ?? 0, gravity: gravity ?? 0 };
}

export const byDay = (readings: Reading[]) => [...readings].sort((a, b) => a.day - b.day);

/** The gravity of the reading with the highest day, or the original gravity without readings. */
export function currentGravity(batch: Batch): number {
  const sorted = byDay(batch.readings);
  return sorted.length ? sorted[sorted.length - 1].gravity : batch.og;
}

/** ABV in tenths of a percent: (OG - gravity) x 131.25, halves rounded up. */
export function abvTenths(batch: Batch): number {
  const points = batch.og - currentGravity(batch);
  return Math.floor((points * 13125 + 5000) / 10000);
}

export const fmtAbv = (tenths: number) => `${Math.floor(tenths / 10)}.${tenths % 10}%`;
