export const LETTERS = ["A", "B", "C"] as const;
export type Letter = (typeof LETTERS)[number];

export interface Question {
  id: number;
  text: string;
  answers: Record<Letter, string>;
  correct: Letter;
  points: number;
}

export interface Draft {
  text: string;
  answers: Record<Letter, string>;
  correct: Letter;
  points: string;
}

export const EMPTY_DRAFT: Draft = {
  text: "",
  answers: { A: "", B: "", C: "" },
  correct: "A",
  points: "1",
};

export const POINTS_MESSAGE = "Points must be a whole number from 1 to 10";
export const MISSING_MESSAGE = "Fill in the question and all three answers";

/** Whole number 1..10 from the Points field, or null. */
export function readPoints(raw: string): number | null {
  if (raw.trim() === "") return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 10) return null;
  return n;
}

export type DraftCheck =
  | { ok: true; value: Omit<Question, "id"> }
  | { ok: false; message: string };

export function checkDraft(draft: Draft): DraftCheck {
  const points = readPoints(draft.points);
  if (points === null) return { ok: false, message: POINTS_MESSAGE };
  const text = draft.text.trim();
  const answers = {
    A: draft.answers.A.trim(),
    B: draft.answers.B.trim(),
    C: draft.answers.C.trim(),
  };
  if (text === "" || LETTERS.some((l) => answers[l] === "")) {
    return { ok: false, message: MISSING_MESSAGE };
  }
  return { ok: true, value: { text, answers, correct: draft.correct, points } };
}

export type Picks = Record<number, Letter>;

export interface Score {
  earned: number;
  total: number;
}

export interface Outcome {
  question: Question;
  picked: Letter | undefined;
  correct: boolean;
}

export function outcomesOf(questions: Question[], picks: Picks): Outcome[] {
  return questions.map((q) => ({
    question: q,
    picked: picks[q.id],
    correct: picks[q.id] === q.correct,
  }));
}

export function scoreOf(questions: Question[], picks: Picks): Score {
  const results = outcomesOf(questions, picks);
  return {
    earned: results.reduce((sum, r) => sum + (r.correct ? r.question.points : 0), 0),
    total: results.reduce((sum, r) => sum + r.question.points, 0),
  };
}

/** Loads a saved question back into the form's shape. */
export function toDraft(q: Question): Draft {
  return { text: q.text, answers: { ...q.answers }, correct: q.correct, points: String(q.points) };
}

/** Percentage of points earned, rounded to a whole number (halves up). */
export function percentOf(score: Score): number {
  if (score.total === 0) return 0;
  return Math.floor((score.earned * 200 + score.total) / (2 * score.total));
}

/** Compares the exact percentage with the pass mark; landing on it passes. */
export function passes(score: Score, passMark: number): boolean {
  return score.earned * 100 >= passMark * score.total;
}

export const PASS_MARK_MESSAGE = "Pass mark must be between 0 and 100";

/** A pass mark from 0 to 100, or null. */
export function readPassMark(raw: string): number | null {
  if (raw.trim() === "") return null;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > 100) return null;
  return n;
}
