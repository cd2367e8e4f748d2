export interface Pontoon {
  name: string;
  berths: number;
  let: number;
  /** Visitor nights sold on this pontoon's vacant berths in September. */
  visitorNights: number;
  /** Occupancy in September 2025, in tenths of a percent. */
  occ2025Tenths: number;
}

export const PONTOONS: Pontoon[] = [
  // Register correction: six Alder boats left in August, so 68 berths were let in September.
  { name: "Alder", berths: 80, let: 68, visitorNights: 96, occ2025Tenths: 888 },
  { name: "Beacon", berths: 64, let: 51, visitorNights: 288, occ2025Tenths: 813 },
  { name: "Cormorant", berths: 72, let: 63, visitorNights: 141, occ2025Tenths: 875 },
  { name: "Dunlin", berths: 48, let: 30, visitorNights: 402, occ2025Tenths: 583 },
  { name: "Eider", berths: 96, let: 82, visitorNights: 305, occ2025Tenths: 833 },
  { name: "Fulmar", berths: 52, let: 45, visitorNights: 118, occ2025Tenths: 904 },
];

/** The whole marina's occupancy in September 2025, in tenths of a percent. */
export const MARINA_OCC_2025_TENTHS = 831;
