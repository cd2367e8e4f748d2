export type Letter = 'A' | 'B' | 'C' | 'D' | 'F';

export const LETTERS: Letter[] = ['A', 'B', 'C', 'D', 'F'];

export type GradeCounts = Record<Letter, number>;

export const SCORE_RANGE: Record<Letter, string> = {
  A: '90–100',
  B: '80–89',
  C: '70–79',
  D: '60–69',
  F: 'Below 60',
};

// Grades as first submitted, before the committee's regrade decisions.
export const SUBMITTED_GRADES: GradeCounts = { A: 14, B: 22, C: 17, D: 6, F: 3 };

interface Regrade {
  from: Letter;
  to: Letter;
  students: number;
}

// Regrade requests approved by the committee.
export const APPROVED_REGRADES: Regrade[] = [
  { from: 'C', to: 'B', students: 2 },
  { from: 'D', to: 'C', students: 1 },
];

function applyRegrades(start: GradeCounts, regrades: Regrade[]): GradeCounts {
  const next = { ...start };
  for (const r of regrades) {
    next[r.from] -= r.students;
    next[r.to] += r.students;
  }
  return next;
}

// Final letter grades for BIO 214 (Cell Biology): A 14, B 24, C 16, D 5, F 3.
export const FINAL_GRADES: GradeCounts = applyRegrades(SUBMITTED_GRADES, APPROVED_REGRADES);

export const GRADE_POINTS: Record<Letter, number> = { A: 4, B: 3, C: 2, D: 1, F: 0 };

export interface LectureSection {
  id: string;
  label: string;
  counts: GradeCounts;
}

// Final grades split by lecture section (they add up to FINAL_GRADES).
export const LECTURE_SECTIONS: LectureSection[] = [
  { id: 's01', label: 'Section 01', counts: { A: 8, B: 13, C: 7, D: 2, F: 1 } },
  { id: 's02', label: 'Section 02', counts: { A: 6, B: 11, C: 9, D: 3, F: 2 } },
];
