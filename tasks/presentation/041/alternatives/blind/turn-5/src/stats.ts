import type { Screen } from "./data";
import { averageTicketPence, occupancyTenths } from "./format";

export interface ScreenRow extends Screen {
  capacity: number;
  occTenths: number;
  avgTicketPence: number;
  change: number;
}

export function buildRows(screens: Screen[]): ScreenRow[] {
  return screens.map((s) => {
    const capacity = s.seats * s.screenings;
    return {
      ...s,
      capacity,
      occTenths: occupancyTenths(s.admissions, capacity),
      avgTicketPence: averageTicketPence(s.takingsPence, s.admissions),
      change: s.admissions - s.octoberAdmissions,
    };
  });
}

export function totals(rows: ScreenRow[]) {
  const seats = rows.reduce((a, r) => a + r.seats, 0);
  const screenings = rows.reduce((a, r) => a + r.screenings, 0);
  const admissions = rows.reduce((a, r) => a + r.admissions, 0);
  const capacity = rows.reduce((a, r) => a + r.capacity, 0);
  const takingsPence = rows.reduce((a, r) => a + r.takingsPence, 0);
  const octoberAdmissions = rows.reduce((a, r) => a + r.octoberAdmissions, 0);
  return {
    seats,
    screenings,
    admissions,
    capacity,
    takingsPence,
    change: admissions - octoberAdmissions,
    occTenths: occupancyTenths(admissions, capacity),
    avgTicketPence: averageTicketPence(takingsPence, admissions),
  };
}
