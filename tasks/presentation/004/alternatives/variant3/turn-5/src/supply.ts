import type { VaccineCount } from './inventory';

export type Status = 'Reorder now' | 'Low' | 'OK';

export interface SupplyRow extends VaccineCount {
  weeks: number;
  status: Status;
}

export function formatWeeks(weeks: number): string {
  return weeks.toFixed(1);
}

// The thresholds are read against the one-decimal figure the table shows,
// so a row's status always agrees with the number printed next to it.
export function statusFor(weeks: number): Status {
  const shown = Number(formatWeeks(weeks));
  if (shown < 2) return 'Reorder now';
  if (shown < 3) return 'Low';
  return 'OK';
}

// Lowest weeks of supply first; ties keep the count-sheet order.
export function buildSupply(list: VaccineCount[]): SupplyRow[] {
  return list
    .map((v) => {
      const weeks = v.onHand / v.weeklyUse;
      return { ...v, weeks, status: statusFor(weeks) };
    })
    .sort((a, b) => a.weeks - b.weeks);
}
