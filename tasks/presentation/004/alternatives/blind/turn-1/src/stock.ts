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

export function weeksOfSupply(v: Vaccine): number {
  return v.weeklyUse > 0 ? v.onHand / v.weeklyUse : Infinity;
}

/** Always one decimal: 4 -> "4.0". */
export function oneDecimal(n: number): string {
  if (!Number.isFinite(n)) return "—";
  return (Math.round(n * 10) / 10).toFixed(1);
}
