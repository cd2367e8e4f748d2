export const LETTERS = ["A", "B", "C"] as const;

export type Question = {
  id: number;
  text: string;
  answers: [string, string, string];
  correct: number;
  points: number;
};

export type Draft = {
  text: string;
  answers: [string, string, string];
  correct: number;
  points: string;
};

export const EMPTY_DRAFT: Draft = { text: "", answers: ["", "", ""], correct: 0, points: "1" };

export const POINTS_MESSAGE = "Points must be a whole number from 1 to 10";

/** Whole number from 1 to 10, or null. */
export function parsePoints(raw: string): number | null {
  if (raw.trim() === "") return null;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 10) return null;
  return value;
}

export type DraftResult = { ok: true; question: Omit<Question, "id"> } | { ok: false; message: string | null };

/** Validates the form; a missing text is refused quietly with a hint, bad points with the fixed message. */
export function readDraft(draft: Draft): DraftResult {
  const points = parsePoints(draft.points);
  if (points === null) return { ok: false, message: POINTS_MESSAGE };
  const text = draft.text.trim();
  const answers = draft.answers.map((a) => a.trim()) as [string, string, string];
  if (text === "" || answers.some((a) => a === "")) {
    return { ok: false, message: "Fill in the question and all three answers." };
  }
  return { ok: true, question: { text, answers, correct: draft.correct, points } };
}
