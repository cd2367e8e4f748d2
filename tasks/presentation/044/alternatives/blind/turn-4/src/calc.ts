import type { Pontoon } from "./data";

export interface PontoonRow extends Pontoon {
  vacant: number;
  /** Occupancy in tenths of a percent, rounded half up from exact integers. */
  occTenths: number;
}

export function occupancyTenths(letCount: number, berths: number): number {
  return Math.round((letCount * 1000) / berths);
}

export function toRow(p: Pontoon): PontoonRow {
  return { ...p, vacant: p.berths - p.let, occTenths: occupancyTenths(p.let, p.berths) };
}

/** Rows sorted by occupancy, highest first (ties by name so the order is stable). */
export function sortedRows(pontoons: Pontoon[]): PontoonRow[] {
  return pontoons.map(toRow).sort((a, b) => b.occTenths - a.occTenths || a.name.localeCompare(b.name));
}

export function marinaTotals(pontoons: Pontoon[]) {
  const berths = pontoons.reduce((s, p) => s + p.berths, 0);
  const letCount = pontoons.reduce((s, p) => s + p.let, 0);
  const visitorNights = pontoons.reduce((s, p) => s + p.visitorNights, 0);
  return {
    berths,
    let: letCount,
    vacant: berths - letCount,
    occTenths: occupancyTenths(letCount, berths),
    visitorNights,
  };
}
