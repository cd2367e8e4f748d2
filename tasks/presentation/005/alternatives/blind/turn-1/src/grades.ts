export type Letter = "A" | "B" | "C" | "D" | "F";

export const LETTERS: Letter[] = ["A", "B", "C", "D", "F"];

export type Distribution = Record<Letter, number>;

/** Final letter grades of BIO 214 (number of students per grade). */
export const FINAL_GRADES: Distribution = { A: 14, B: 22, C: 17, D: 6, F: 3 };

export function countStudents(dist: Distribution): number {
  return LETTERS.reduce((n, g) => n + dist[g], 0);
}

/** Share of all graded students, one decimal, with a percent sign: "22.6%". */
export function percentOf(part: number, whole: number): string {
  if (whole === 0) return "0.0%";
  return `${(Math.round((part / whole) * 1000) / 10).toFixed(1)}%`;
}

export function studentsLabel(n: number): string {
  return n === 1 ? "1 student" : `${n} students`;
}
