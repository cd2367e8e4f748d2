import { Entrant, Year, bySeed } from "./entrants";

export const LANE_COUNT = 6;
/** Lanes in the order runners take them, fastest first. */
export const LANE_ORDER = [4, 3, 5, 2, 6, 1];

/** A heat: the entrant id in each lane (index = lane - 1), or null for an empty lane. */
export type Heat = (number | null)[];

export function seedYear(entrants: Entrant[], year: Year): Heat[] {
  const runners = entrants.filter((e) => e.year === year).sort(bySeed);
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

export function runnersIn(heat: Heat): number {
  return heat.filter((id) => id !== null).length;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
