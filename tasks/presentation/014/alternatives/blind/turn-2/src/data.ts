export type Site = {
  name: string;
  q3_2025: number;
  q3_2026: number;
};

// Parcels handed out per distribution site, July to September.
export const sites: Site[] = [
  { name: 'Eastbrook Hall', q3_2025: 1842, q3_2026: 2105 },
  { name: 'Riverside Library', q3_2025: 1206, q3_2026: 1133 },
  { name: 'Grange Estate Hub', q3_2025: 968, q3_2026: 1274 },
  { name: 'Station Road Centre', q3_2025: 1415, q3_2026: 1388 },
  { name: 'Millfield Chapel', q3_2025: 512, q3_2026: 689 },
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
  };
}
