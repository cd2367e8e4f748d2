export type Zone = "Ambient" | "Chilled" | "Frozen";

export interface Picker {
  name: string;
  zone: Zone;
  picks: number;
  hours: number;
}

export const TARGET_RATE = 120;

/** Scanner totals for night shift B, 11 March 2025 (22:00-06:00). */
export const PICKERS: Picker[] = [
  { name: "Marta Silva", zone: "Ambient", picks: 1140, hours: 8.0 },
  { name: "Jin Park", zone: "Ambient", picks: 964, hours: 8.0 },
  { name: "Tomasz Nowak", zone: "Ambient", picks: 1012, hours: 7.5 },
  { name: "Aisha Bello", zone: "Ambient", picks: 880, hours: 8.0 },
  { name: "Ravi Patel", zone: "Chilled", picks: 845, hours: 7.5 },
  { name: "Grace Lee", zone: "Chilled", picks: 933, hours: 8.0 },
  { name: "Diego Ruiz", zone: "Chilled", picks: 702, hours: 6.0 },
  { name: "Oksana Kral", zone: "Frozen", picks: 610, hours: 6.0 },
  { name: "Sam Okoro", zone: "Frozen", picks: 655, hours: 7.0 },
  { name: "Lena Berg", zone: "Frozen", picks: 540, hours: 5.5 },
];

export function rateOf(picks: number, hours: number): number {
  return hours > 0 ? picks / hours : 0;
}

export interface RatedPicker extends Picker {
  rate: number;
}

/** Pickers with their picks per hour, fastest first. */
export function rankByRate(pickers: Picker[]): RatedPicker[] {
  return pickers
    .map((p) => ({ ...p, rate: rateOf(p.picks, p.hours) }))
    .sort((a, b) => b.rate - a.rate);
}

export function totals(pickers: Picker[]) {
  const picks = pickers.reduce((s, p) => s + p.picks, 0);
  const hours = pickers.reduce((s, p) => s + p.hours, 0);
  return { picks, hours, rate: rateOf(picks, hours) };
}

const countFormat = new Intl.NumberFormat("en-US");

export const fmtPicks = (n: number) => countFormat.format(n);
export const fmtHours = (h: number) => h.toFixed(1);
export const fmtRate = (r: number) => r.toFixed(1);
