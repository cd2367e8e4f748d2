export type Zone = 'Ambient' | 'Chilled' | 'Frozen';

export interface PickerShift {
  name: string;
  zone: Zone;
  picks: number;
  hours: number;
}

export const TARGET_RATE = 120; // picks per hour

// Scanner totals, night shift B, Tue 11 March 2025 (22:00-06:00).
export const scannerLog: PickerShift[] = [
  { name: 'Marta Silva', zone: 'Ambient', picks: 1140, hours: 8.0 },
  { name: 'Jin Park', zone: 'Ambient', picks: 964, hours: 8.0 },
  { name: 'Tomasz Nowak', zone: 'Ambient', picks: 1012, hours: 7.5 },
  { name: 'Aisha Bello', zone: 'Ambient', picks: 880, hours: 8.0 },
  { name: 'Ravi Patel', zone: 'Chilled', picks: 845, hours: 7.5 },
  { name: 'Grace Lee', zone: 'Chilled', picks: 933, hours: 8.0 },
  { name: 'Diego Ruiz', zone: 'Chilled', picks: 702, hours: 6.0 },
  { name: 'Oksana Kral', zone: 'Frozen', picks: 610, hours: 6.0 },
  { name: 'Sam Okoro', zone: 'Frozen', picks: 655, hours: 7.0 },
  { name: 'Lena Berg', zone: 'Frozen', picks: 540, hours: 5.5 },
];

// Corrections to the scanner log made the next morning.
const logCorrections: Record<string, Partial<Pick<PickerShift, 'picks' | 'hours'>>> = {
  'Ravi Patel': { hours: 6.5 }, // left at 04:30
  'Jin Park': { picks: 1004 }, // late handheld upload
};

// Everything on the page is computed from the corrected figures.
export const pickers: PickerShift[] = scannerLog.map((p) => ({ ...p, ...logCorrections[p.name] }));

export const rateOf = (p: { picks: number; hours: number }) => p.picks / p.hours;

/** fastest first */
export function byRate<T extends { picks: number; hours: number }>(list: T[]): T[] {
  return [...list].sort((a, b) => rateOf(b) - rateOf(a));
}

export const ranked = byRate(pickers);

export const shiftPicks = pickers.reduce((sum, p) => sum + p.picks, 0);
export const shiftHours = pickers.reduce((sum, p) => sum + p.hours, 0);
export const shiftRate = shiftPicks / shiftHours;

export const ZONES: Zone[] = ['Ambient', 'Chilled', 'Frozen'];

export interface ZoneSummary {
  zone: Zone;
  rows: PickerShift[]; // fastest first
  picks: number;
  hours: number;
  rate: number; // zone picks / zone hours
}

export const zoneSummaries: ZoneSummary[] = ZONES.map((zone) => {
  const rows = byRate(pickers.filter((p) => p.zone === zone));
  const picks = rows.reduce((sum, p) => sum + p.picks, 0);
  const hours = rows.reduce((sum, p) => sum + p.hours, 0);
  return { zone, rows, picks, hours, rate: picks / hours };
});
