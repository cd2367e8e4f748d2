export type Site = {
  name: string;
  q3_2025: number;
  q3_2026: number;
  households: number;
};

// Parcels handed out per distribution site, July to September,
// and households served in Q3 2026.
export const sites: Site[] = [
  { name: 'Eastbrook Hall', q3_2025: 1842, q3_2026: 2105, households: 812 },
  { name: 'Riverside Library', q3_2025: 1206, q3_2026: 1133, households: 468 },
  { name: 'Grange Estate Hub', q3_2025: 968, q3_2026: 1098, households: 352 }, // corrected: two August weeks were entered twice
  { name: 'Station Road Centre', q3_2025: 1415, q3_2026: 1388, households: 547 },
  { name: 'Millfield Chapel', q3_2025: 512, q3_2026: 689, households: 313 },
];

export function change(before: number, after: number): number {
  return (after - before) / before;
}

export function byParcels2026(list: Site[]): Site[] {
  return [...list].sort((a, b) => b.q3_2026 - a.q3_2026);
}

export function totals(list: Site[]) {
  return {
    q3_2025: list.reduce((sum, s) => sum + s.q3_2025, 0),
    q3_2026: list.reduce((sum, s) => sum + s.q3_2026, 0),
    households: list.reduce((sum, s) => sum + s.households, 0),
  };
}

export const WEEKS_IN_QUARTER = 13;

export function perHousehold(parcels: number, households: number): number {
  return parcels / households;
}
