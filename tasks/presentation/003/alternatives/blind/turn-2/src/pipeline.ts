import { toSeconds } from "./duration";

export interface Stage {
  name: string;
  /** Duration of the latest run, in seconds. */
  seconds: number;
}

/** Latest run of the main branch, in the order the stages run. */
export const STAGES: Stage[] = [
  { name: "Checkout", seconds: toSeconds("0m 38s") },
  { name: "Install dependencies", seconds: toSeconds("2m 14s") },
  { name: "Lint", seconds: toSeconds("1m 05s") },
  { name: "Unit tests", seconds: toSeconds("4m 12s") },
  { name: "Build", seconds: toSeconds("3m 27s") },
  { name: "Integration tests", seconds: toSeconds("7m 32s") },
  { name: "Deploy to staging", seconds: toSeconds("1m 48s") },
];

export function runTotal(stages: Stage[]): number {
  return stages.reduce((sum, s) => sum + s.seconds, 0);
}

/** Share of a whole as a percentage with one decimal: "36.0%". */
export function shareOf(part: number, whole: number): string {
  if (whole <= 0) return "0.0%";
  return `${(Math.round((part / whole) * 1000) / 10).toFixed(1)}%`;
}
