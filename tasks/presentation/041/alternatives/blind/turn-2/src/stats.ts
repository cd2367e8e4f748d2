import type { Screen } from "./data";
import { occupancyTenths } from "./format";

export interface ScreenRow extends Screen {
  capacity: number;
  occTenths: number;
}

export function buildRows(screens: Screen[]): ScreenRow[] {
  return screens.map((s) => {
    const capacity = s.seats * s.screenings;
    return { ...s, capacity, occTenths: occupancyTenths(s.admissions, capacity) };
  });
}

export function totals(rows: ScreenRow[]) {
  const seats = rows.reduce((a, r) => a + r.seats, 0);
  const screenings = rows.reduce((a, r) => a + r.screenings, 0);
  const admissions = rows.reduce((a, r) => a + r.admissions, 0);
  const capacity = rows.reduce((a, r) => a + r.capacity, 0);
  return { seats, screenings, admissions, capacity, occTenths: occupancyTenths(admissions, capacity) };
}
