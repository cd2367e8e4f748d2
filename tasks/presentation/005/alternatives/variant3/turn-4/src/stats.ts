import { GRADE_POINTS, LETTERS, type GradeCounts, type Letter } from './grades';

export function totalStudents(counts: GradeCounts): number {
  return LETTERS.reduce((sum, letter) => sum + counts[letter], 0);
}

/** Share of `total` as a percentage string with one decimal, e.g. "22.6%". */
export function percent(part: number, total: number): string {
  return `${((part / total) * 100).toFixed(1)}%`;
}

/** Students at `letter` or any better grade (A counts first). */
export function atOrBetter(counts: GradeCounts, letter: Letter): number {
  const upTo = LETTERS.indexOf(letter);
  return LETTERS.slice(0, upTo + 1).reduce((sum, l) => sum + counts[l], 0);
}

/** Pass rate as used by the committee: share of the class with C or better. */
export function passRate(counts: GradeCounts): string {
  return percent(atOrBetter(counts, 'C'), totalStudents(counts));
}

/** "1 student", "13 students". */
export function students(n: number): string {
  return `${n} ${n === 1 ? 'student' : 'students'}`;
}

/** Grade point average on the 4-point scale, two decimals. */
export function gpa(counts: GradeCounts): string {
  const points = LETTERS.reduce((sum, l) => sum + counts[l] * GRADE_POINTS[l], 0);
  return (points / totalStudents(counts)).toFixed(2);
}
