export type ChargerType = "rapid150" | "rapid50" | "fast22";

export const TYPE_LABEL: Record<ChargerType, string> = {
  rapid150: "Rapid 150 kW",
  rapid50: "Rapid 50 kW",
  fast22: "Fast 22 kW",
};

export interface Charger {
  name: string;
  type: ChargerType;
  sessions: number;
  energyKwh: number;
}

export const CHARGERS: Charger[] = [
  { name: "Alder", type: "rapid150", sessions: 300, energyKwh: 10290 },
  { name: "Birch", type: "fast22", sessions: 211, energyKwh: 4027 },
  { name: "Cedar", type: "rapid150", sessions: 418, energyKwh: 14251 },
  { name: "Hazel", type: "fast22", sessions: 97, energyKwh: 1706 },
  { name: "Larch", type: "fast22", sessions: 186, energyKwh: 3441 },
  { name: "Rowan", type: "rapid50", sessions: 352, energyKwh: 7790 },
];

/** A charger that ran this many sessions or more in the month counts as high use. */
export const HIGH_USE_SESSIONS = 300;

/** Energy the hub delivered in the months before November 2026 (kWh). */
export const EARLIER_MONTHS: { month: string; energyKwh: number }[] = [
  { month: "Jun", energyKwh: 28115 },
  { month: "Jul", energyKwh: 31460 },
  { month: "Aug", energyKwh: 33902 },
  { month: "Sep", energyKwh: 30877 },
  { month: "Oct", energyKwh: 36540 },
];
