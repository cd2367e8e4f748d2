import { parseDuration } from './duration';

export interface Stage {
  name: string;
  lastSec: number;
}

// Latest main-branch run, in the order the stages execute.
const LATEST_RUN: Array<[string, string]> = [
  ['Checkout', '0m 38s'],
  ['Install dependencies', '2m 14s'],
  ['Lint', '1m 05s'],
  ['Unit tests', '4m 12s'],
  ['Build', '3m 27s'],
  ['Integration tests', '7m 32s'],
  ['Deploy to staging', '1m 48s'],
];

export const STAGES: Stage[] = LATEST_RUN.map(([name, last]) => ({
  name,
  lastSec: parseDuration(last),
}));
