const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export type Day = { month: number; day: number }; // month is 1-12, season year 2026

export type Closure = {
  trail: string;
  trailhead: string;
  reason: string;
  closed: Day;
  reopened: Day;
};

export const CLOSURES: Closure[] = [
  {
    trail: "Falls Gorge Path",
    trailhead: "Glenbrae Falls",
    reason: "rockfall",
    closed: { month: 5, day: 12 },
    reopened: { month: 6, day: 2 },
  },
  {
    trail: "Ridge Traverse",
    trailhead: "Stoneyhause Ridge",
    reason: "nesting golden eagles",
    closed: { month: 6, day: 1 },
    reopened: { month: 6, day: 17 },
  },
  {
    trail: "Shore Boardwalk",
    trailhead: "Loch Arran Shore",
    reason: "storm damage",
    closed: { month: 8, day: 20 },
    reopened: { month: 8, day: 29 },
  },
  {
    trail: "Beech Loop",
    trailhead: "Tarbet Woods",
    reason: "fallen trees",
    closed: { month: 9, day: 9 },
    reopened: { month: 9, day: 24 },
  },
  {
    trail: "Corrie Headwall Route",
    trailhead: "Black Corrie",
    reason: "ice on the headwall",
    closed: { month: 10, day: 6 },
    reopened: { month: 10, day: 28 },
  },
];

export const LONG_CLOSURE_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

function stamp(d: Day): number {
  return Date.UTC(2026, d.month - 1, d.day);
}

export function formatDay(d: Day): string {
  return `${d.day} ${MONTH_NAMES[d.month - 1]}`;
}

/** Days from the closing date up to but not including the reopening date. */
export function daysClosed(c: Closure): number {
  return Math.round((stamp(c.reopened) - stamp(c.closed)) / DAY_MS);
}

export function byDaysClosed(list: Closure[]): Closure[] {
  return [...list].sort((a, b) => daysClosed(b) - daysClosed(a));
}

export function longClosures(list: Closure[]): number {
  return list.filter((c) => daysClosed(c) > LONG_CLOSURE_DAYS).length;
}

export function totalDaysClosed(list: Closure[]): number {
  return list.reduce((sum, c) => sum + daysClosed(c), 0);
}
