import { toSeconds } from "./duration";

export interface Stage {
  name: string;
  /** Duration of the latest run, in seconds. */
  seconds: number;
  /** Median duration over the last 20 runs, in seconds. */
  median: number;
}

/** Latest run of the main branch, in the order the stages run. */
export const STAGES: Stage[] = [
  { name: "Checkout", seconds: toSeconds("0m 38s"), median: toSeconds("0m 35s") },
  { name: "Install dependencies", seconds: toSeconds("2m 14s"), median: toSeconds("2m 31s") },
  { name: "Lint", seconds: toSeconds("1m 05s"), median: toSeconds("1m 02s") },
  { name: "Unit tests", seconds: toSeconds("4m 12s"), median: toSeconds("3m 50s") },
  { name: "Build", seconds: toSeconds("3m 27s"), median: toSeconds("3m 31s") },
  { name: "Integration tests", seconds: toSeconds("3m 52s"), median: toSeconds("3m 41s") },
  { name: "Deploy to staging", seconds: toSeconds("1m 48s"), median: toSeconds("1m 52s") },
];

export function runTotal(stages: Stage[]): number {
  return stages.reduce((sum, s) => sum + s.seconds, 0);
}

/** Share of a whole as a percentage with one decimal: "36.0%". */
export function shareOf(part: number, whole: number): string {
  if (whole <= 0) return "0.0%";
  return `${(Math.round((part / whole) * 1000) / 10).toFixed(1)}%`;
}

/** Slower than usual: the last run took more than 10% longer than the 20-run median. */
export function isSlowerThanUsual(stage: Stage): boolean {
  // integer comparison of seconds * 10 against median * 11 avoids floating-point noise
  return stage.seconds * 10 > stage.median * 11;
}

export interface Phase {
  name: string;
  stageNames: string[];
}

export const PHASES: Phase[] = [
  { name: "Prepare", stageNames: ["Checkout", "Install dependencies"] },
  { name: "Verify", stageNames: ["Lint", "Unit tests", "Integration tests"] },
  { name: "Ship", stageNames: ["Build", "Deploy to staging"] },
];
