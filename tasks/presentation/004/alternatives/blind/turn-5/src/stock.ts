export type Vaccine = {
  name: string;
  onHand: number;
  weeklyUse: number;
};

/** Monday count, as entered by the pharmacy. */
export const MONDAY_COUNT: Vaccine[] = [
  { name: "Influenza", onHand: 340, weeklyUse: 85 },
  { name: "Hepatitis B", onHand: 60, weeklyUse: 36 },
  { name: "MMR", onHand: 118, weeklyUse: 22 },
  { name: "Tdap", onHand: 74, weeklyUse: 41 },
  { name: "HPV", onHand: 96, weeklyUse: 18 },
  { name: "Pneumococcal (PCV20)", onHand: 45, weeklyUse: 13 },
  { name: "Varicella", onHand: 52, weeklyUse: 9 },
  { name: "COVID-19", onHand: 130, weeklyUse: 48 },
];

/** Deliveries received since the Monday count (doses added to stock on hand). */
export const DELIVERIES: Record<string, number> = {
  "Hepatitis B": 200,
};

/** Corrected average weekly use where the Monday entry was wrong. */
export const WEEKLY_USE_CORRECTIONS: Record<string, number> = {
  Tdap: 31,
};

export function currentStock(count: Vaccine[]): Vaccine[] {
  return count.map((v) => ({
    name: v.name,
    onHand: v.onHand + (DELIVERIES[v.name] ?? 0),
    weeklyUse: WEEKLY_USE_CORRECTIONS[v.name] ?? v.weeklyUse,
  }));
}

export function weeksOfSupply(v: Vaccine): number {
  return v.weeklyUse > 0 ? v.onHand / v.weeklyUse : Infinity;
}

/** Always one decimal: 4 -> "4.0". */
export function oneDecimal(n: number): string {
  if (!Number.isFinite(n)) return "—";
  return (Math.round(n * 10) / 10).toFixed(1);
}

export type Status = "Reorder now" | "Low" | "OK";

export const REORDER_BELOW = 2.0;
export const LOW_BELOW = 3.0;

export function statusOf(weeks: number): Status {
  if (weeks < REORDER_BELOW) return "Reorder now";
  if (weeks < LOW_BELOW) return "Low";
  return "OK";
}

/** Most urgent first: lowest weeks of supply, ties by name. */
export function byUrgency(list: Vaccine[]): Vaccine[] {
  return [...list].sort((a, b) => weeksOfSupply(a) - weeksOfSupply(b) || a.name.localeCompare(b.name));
}

export type Storage = "Refrigerated" | "Frozen";

/** Kept in the freezer; everything else is in the refrigerator. */
const FREEZER = new Set(["MMR", "Varicella"]);

export function storageOf(v: Vaccine): Storage {
  return FREEZER.has(v.name) ? "Frozen" : "Refrigerated";
}

export const STORAGE_ORDER: Storage[] = ["Refrigerated", "Frozen"];

export function totalDoses(list: Vaccine[]): number {
  return list.reduce((sum, v) => sum + v.onHand, 0);
}
