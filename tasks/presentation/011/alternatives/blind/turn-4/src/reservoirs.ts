export type Reservoir = { name: string; capacity: number; stored: number };

// Position of each reservoir on 31 December 2025, megalitres.
export const RESERVOIRS: Reservoir[] = [
  { name: "Hollin Moss", capacity: 12400, stored: 7720 },
  // Corrected by the field team: the 31 December gauge reading was misread.
  { name: "Brackenridge", capacity: 8650, stored: 5490 },
  { name: "Tarnside", capacity: 5320, stored: 3870 },
  { name: "Witherby Lower", capacity: 3180, stored: 1470 },
];

export function percentFull(r: Reservoir): number {
  return Math.round((r.stored / r.capacity) * 1000) / 10;
}

export function totals(list: Reservoir[]): Reservoir {
  return {
    name: "All reservoirs",
    capacity: list.reduce((sum, r) => sum + r.capacity, 0),
    stored: list.reduce((sum, r) => sum + r.stored, 0),
  };
}

export function byPercentFull(list: Reservoir[]): Reservoir[] {
  return [...list].sort((a, b) => a.stored / a.capacity - b.stored / b.capacity);
}
