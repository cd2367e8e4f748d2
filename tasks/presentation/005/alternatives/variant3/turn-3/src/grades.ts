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
