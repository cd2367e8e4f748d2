export type Letter = "A" | "B" | "C" | "D" | "F";

export const LETTERS: Letter[] = ["A", "B", "C", "D", "F"];

export type Distribution = Record<Letter, number>;

/** Final letter grades of BIO 214 (number of students per grade), after the approved regrades. */
export const FINAL_GRADES: Distribution = { A: 14, B: 24, C: 16, D: 5, F: 3 };

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

export const SCORE_RANGE: Record<Letter, string> = {
  A: "90–100",
  B: "80–89",
  C: "70–79",
  D: "60–69",
  F: "Below 60",
};

/** Students at this grade or better (A down to the given grade). */
export function atOrBetter(dist: Distribution, grade: Letter): number {
  const upTo = LETTERS.indexOf(grade);
  return LETTERS.slice(0, upTo + 1).reduce((n, g) => n + dist[g], 0);
}

/** Passing means C or better. */
export const LOWEST_PASS: Letter = "C";

export type LectureSection = {
  name: string;
  color: string;
  grades: Distribution;
};

export const LECTURE_SECTIONS: LectureSection[] = [
  { name: "Section 01", color: "#5b3f9e", grades: { A: 8, B: 13, C: 7, D: 2, F: 1 } },
  { name: "Section 02", color: "#b45309", grades: { A: 6, B: 11, C: 9, D: 3, F: 2 } },
];

export const GRADE_POINTS: Record<Letter, number> = { A: 4, B: 3, C: 2, D: 1, F: 0 };

/** Grade point average on the 4-point scale, two decimals: "2.81". */
export function gpa(dist: Distribution): string {
  const students = countStudents(dist);
  if (students === 0) return "0.00";
  const points = LETTERS.reduce((sum, g) => sum + GRADE_POINTS[g] * dist[g], 0);
  return (Math.round((points / students) * 100) / 100).toFixed(2);
}
