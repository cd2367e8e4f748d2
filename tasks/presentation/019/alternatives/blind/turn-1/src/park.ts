export type Trailhead = {
  name: string;
  visits: number;
};

// Season May to October 2026, automatic counters at each trailhead.
export const TRAILHEADS: Trailhead[] = [
  { name: "Glenbrae Falls", visits: 48260 },
  { name: "Stoneyhause Ridge", visits: 21905 },
  { name: "Loch Arran Shore", visits: 36718 },
  { name: "Black Corrie", visits: 9412 },
  { name: "Tarbet Woods", visits: 27340 },
];

export function totalVisits(list: Trailhead[]): number {
  return list.reduce((sum, t) => sum + t.visits, 0);
}

/** Share in percent, rounded to one decimal. */
export function share(part: number, whole: number): number {
  return Math.round((part * 1000) / whole) / 10;
}

export function byVisits(list: Trailhead[]): Trailhead[] {
  return [...list].sort((a, b) => b.visits - a.visits);
}
