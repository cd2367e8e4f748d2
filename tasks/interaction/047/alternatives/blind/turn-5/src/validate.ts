import type { Exercise } from "./types";

export type ExerciseDraft = { name: string; weight: string; sets: string; reps: string };

export type Validation =
  | { ok: true; name: string; tenths: number; sets: number; reps: number }
  | { ok: false; message: string };

const WEIGHT_PATTERN = /^\d+(\.\d)?$/;
const WHOLE_PATTERN = /^\d+$/;

export function validateExercise(draft: ExerciseDraft, existing: Exercise[]): Validation {
  const name = draft.name.trim();
  if (name.length < 1 || name.length > 30) {
    return { ok: false, message: "Exercise names must be 1 to 30 characters" };
  }
  const clash = existing.find((e) => e.name.toLowerCase() === name.toLowerCase());
  if (clash) {
    return { ok: false, message: `${clash.name} is already in the session` };
  }

  let tenths = NaN;
  if (WEIGHT_PATTERN.test(draft.weight)) {
    const [whole, frac = "0"] = draft.weight.split(".");
    tenths = Number(whole) * 10 + Number(frac);
  }
  if (!Number.isFinite(tenths) || tenths % 25 !== 0 || tenths < 200 || tenths > 3000) {
    return { ok: false, message: "Weights must be 20 to 300 kg in steps of 2.5" };
  }

  const sets = WHOLE_PATTERN.test(draft.sets) ? Number(draft.sets) : NaN;
  if (!Number.isInteger(sets) || sets < 1 || sets > 10) {
    return { ok: false, message: "Sets must be a whole number from 1 to 10" };
  }

  const reps = WHOLE_PATTERN.test(draft.reps) ? Number(draft.reps) : NaN;
  if (!Number.isInteger(reps) || reps < 1 || reps > 20) {
    return { ok: false, message: "Reps must be a whole number from 1 to 20" };
  }

  return { ok: true, name, tenths, sets, reps };
}
