const MONTH_NAMES = ["July", "August", "September"]; // the quarter, months 7-9

export type Moment = { month: number; day: number; hour: number }; // 2026, month 7-9

export type Wait = {
  vessel: string;
  terminal: string;
  arrived: Moment;
  berthed: Moment;
};

export const WAITS: Wait[] = [
  { vessel: "Marisol Crest", terminal: "Westmark", arrived: { month: 7, day: 3, hour: 22 }, berthed: { month: 7, day: 6, hour: 4 } },
  { vessel: "Nordvik Trader", terminal: "North Quay", arrived: { month: 7, day: 11, hour: 8 }, berthed: { month: 7, day: 13, hour: 15 } },
  { vessel: "Amber Heron", terminal: "Westmark", arrived: { month: 8, day: 2, hour: 15 }, berthed: { month: 8, day: 4, hour: 9 } },
  { vessel: "Cape Lindqvist", terminal: "Pier Nine", arrived: { month: 8, day: 19, hour: 20 }, berthed: { month: 8, day: 22, hour: 6 } },
  { vessel: "Solent Meridian", terminal: "Basin Terminal", arrived: { month: 8, day: 30, hour: 11 }, berthed: { month: 9, day: 1, hour: 23 } },
  { vessel: "Halvard Bay", terminal: "North Quay", arrived: { month: 9, day: 17, hour: 5 }, berthed: { month: 9, day: 18, hour: 19 } },
];

function toMillis(m: Moment): number {
  return Date.UTC(2026, m.month - 1, m.day, m.hour);
}

/** Whole hours from arrival to berthing. */
export function hoursWaited(w: Wait): number {
  return Math.floor((toMillis(w.berthed) - toMillis(w.arrived)) / 3_600_000);
}

/** "3 July 22:00" */
export function formatMoment(m: Moment): string {
  return `${m.day} ${MONTH_NAMES[m.month - 7]} ${String(m.hour).padStart(2, "0")}:00`;
}

export function byHoursWaited(waits: Wait[]): Wait[] {
  return [...waits].sort((a, b) => hoursWaited(b) - hoursWaited(a));
}

/** Waits of more than 48 hours; exactly 48 is not counted. */
export function waitsOver48(waits: Wait[]): number {
  return waits.filter((w) => hoursWaited(w) > 48).length;
}

export function totalHoursWaited(waits: Wait[]): number {
  return waits.reduce((sum, w) => sum + hoursWaited(w), 0);
}
