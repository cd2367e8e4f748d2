import { LETTERS, type GradeCounts } from './grades';

export function totalStudents(counts: GradeCounts): number {
  return LETTERS.reduce((sum, letter) => sum + counts[letter], 0);
}

/** Share of `total` as a percentage string with one decimal, e.g. "22.6%". */
export function percent(part: number, total: number): string {
  return `${((part / total) * 100).toFixed(1)}%`;
}
