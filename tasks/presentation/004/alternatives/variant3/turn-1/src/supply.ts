import type { VaccineCount } from './inventory';

export interface SupplyRow extends VaccineCount {
  weeks: number;
}

export function withWeeks(list: VaccineCount[]): SupplyRow[] {
  return list.map((v) => ({ ...v, weeks: v.onHand / v.weeklyUse }));
}

export function formatWeeks(weeks: number): string {
  return weeks.toFixed(1);
}
