export type Letter = 'A' | 'B' | 'C' | 'D' | 'F';

export const LETTERS: Letter[] = ['A', 'B', 'C', 'D', 'F'];

export type GradeCounts = Record<Letter, number>;

// Final letter grades for BIO 214 (Cell Biology).
export const FINAL_GRADES: GradeCounts = { A: 14, B: 22, C: 17, D: 6, F: 3 };
