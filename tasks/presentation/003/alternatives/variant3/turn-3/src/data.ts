import { parseDuration } from './duration';

export interface Stage {
  name: string;
  lastSec: number;
  medianSec: number;
}

// Latest main-branch run next to the median of the last 20 runs,
// in the order the stages execute.
const RUNS: Array<{ name: string; last: string; median: string }> = [
  { name: 'Checkout', last: '0m 38s', median: '0m 35s' },
  { name: 'Install dependencies', last: '2m 14s', median: '2m 31s' },
  { name: 'Lint', last: '1m 05s', median: '1m 02s' },
  { name: 'Unit tests', last: '4m 12s', median: '3m 50s' },
  { name: 'Build', last: '3m 27s', median: '3m 31s' },
  { name: 'Integration tests', last: '7m 32s', median: '3m 41s' },
  { name: 'Deploy to staging', last: '1m 48s', median: '1m 52s' },
];

export const STAGES: Stage[] = RUNS.map((r) => ({
  name: r.name,
  lastSec: parseDuration(r.last),
  medianSec: parseDuration(r.median),
}));

/** More than 10% longer than the median; compared in whole numbers to avoid float noise. */
export function isSlowerThanUsual(stage: Stage): boolean {
  return stage.lastSec * 10 > stage.medianSec * 11;
}
