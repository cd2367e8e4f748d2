import type { SessionType } from "./data";

export interface Totals {
  sessions: number;
  swims: number;
}

export function averageSwims(row: { sessions: number; swims: number }): number {
  return row.sessions === 0 ? 0 : row.swims / row.sessions;
}

export function bySwimsDesc(rows: SessionType[]): SessionType[] {
  return [...rows].sort((a, b) => b.swims - a.swims);
}

export function totals(rows: SessionType[]): Totals {
  return rows.reduce(
    (acc, r) => ({ sessions: acc.sessions + r.sessions, swims: acc.swims + r.swims }),
    { sessions: 0, swims: 0 },
  );
}
