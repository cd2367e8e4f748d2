import { Entrant, Year, YEARS, bySeed } from "./entrants";

export const LANE_COUNT = 6;
/** Lanes in the order runners take them, fastest first. */
export const LANE_ORDER = [4, 3, 5, 2, 6, 1];

/** A heat: the entrant id in each lane (index = lane - 1), or null for an empty lane. */
export type Heat = (number | null)[];
export type HeatPlan = Record<Year, Heat[]>;

export function seedYear(entrants: Entrant[], year: Year): Heat[] {
  const runners = entrants.filter((e) => e.year === year && !e.withdrawn).sort(bySeed);
  const count = Math.ceil(runners.length / LANE_COUNT);
  const buckets: Entrant[][] = Array.from({ length: count }, () => []);
  runners.forEach((runner, i) => {
    const round = Math.floor(i / count);
    const pos = i % count;
    const heat = round % 2 === 0 ? pos : count - 1 - pos;
    buckets[heat].push(runner);
  });
  return buckets.map((bucket) => {
    const lanes: Heat = Array(LANE_COUNT).fill(null);
    bucket.forEach((runner, j) => {
      lanes[LANE_ORDER[j] - 1] = runner.id;
    });
    return lanes;
  });
}

export function seedAll(entrants: Entrant[]): HeatPlan {
  const plan = {} as HeatPlan;
  for (const year of YEARS) plan[year] = seedYear(entrants, year);
  return plan;
}

export function runnersIn(heat: Heat): number {
  return heat.filter((id) => id !== null).length;
}

/** A late entry (or a reinstated runner) joining locked heats. */
export function placeLate(heats: Heat[], id: number): Heat[] {
  const next = heats.map((h) => [...h]);
  let best = -1;
  next.forEach((heat, i) => {
    if (runnersIn(heat) < LANE_COUNT && (best === -1 || runnersIn(heat) < runnersIn(next[best]))) best = i;
  });
  if (best === -1) {
    const lanes: Heat = Array(LANE_COUNT).fill(null);
    lanes[LANE_ORDER[0] - 1] = id;
    next.push(lanes);
    return next;
  }
  const lane = LANE_ORDER.find((l) => next[best][l - 1] === null)!;
  next[best][lane - 1] = id;
  return next;
}

export function removeRunner(heats: Heat[], id: number): Heat[] {
  return heats.map((heat) => heat.map((x) => (x === id ? null : x)));
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
