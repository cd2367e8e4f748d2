export type Trailhead = {
  name: string;
  visits: number;
  visits2025: number;
};

// Season May to October 2026, automatic counters at each trailhead, with the 2025 season for comparison.
// Loch Arran Shore corrected: its counter double-counted 9,800 visits in August.
export const TRAILHEADS: Trailhead[] = [
  { name: "Glenbrae Falls", visits: 48260, visits2025: 45120 },
  { name: "Stoneyhause Ridge", visits: 21905, visits2025: 23410 },
  { name: "Loch Arran Shore", visits: 26918, visits2025: 29870 },
  { name: "Black Corrie", visits: 9412, visits2025: 8360 },
  { name: "Tarbet Woods", visits: 27340, visits2025: 24985 },
];

export function totalVisits(list: Trailhead[]): number {
  return list.reduce((sum, t) => sum + t.visits, 0);
}

export function totalVisits2025(list: Trailhead[]): number {
  return list.reduce((sum, t) => sum + t.visits2025, 0);
}

/** Share in percent, rounded to one decimal. */
export function share(part: number, whole: number): number {
  return Math.round((part * 1000) / whole) / 10;
}

/** Change from 2025 to 2026 as a percentage of 2025 (unrounded). */
export function change(now: number, before: number): number {
  return ((now - before) * 100) / before;
}

export function byChange(list: Trailhead[]): Trailhead[] {
  return [...list].sort((a, b) => change(b.visits, b.visits2025) - change(a.visits, a.visits2025));
}
