export const MSG_NAME = "Enter a crop name";
export const MSG_SOW = "Sow weeks must be a whole number from 1 to 16";
export const MSG_TRANSPLANT = "Transplant weeks must be a whole number from 0 to 12";

/** Returns the whole number typed in a field when it lies in [min, max], else null. */
export function wholeInRange(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  if (!Number.isInteger(value)) return null;
  if (value < min || value > max) return null;
  return value;
}

export interface FormValues {
  name: string;
  sow: string;
  transplant: string;
}

export type Validation =
  | { ok: true; name: string; sowWeeks: number; transplantWeeks: number }
  | { ok: false; errors: string[] };

export function validateCrop(values: FormValues): Validation {
  const errors: string[] = [];
  const name = values.name.trim();
  if (name === "") errors.push(MSG_NAME);
  const sowWeeks = wholeInRange(values.sow, 1, 16);
  if (sowWeeks === null) errors.push(MSG_SOW);
  const transplantWeeks = wholeInRange(values.transplant, 0, 12);
  if (transplantWeeks === null) errors.push(MSG_TRANSPLANT);
  if (errors.length > 0 || sowWeeks === null || transplantWeeks === null) {
    return { ok: false, errors };
  }
  return { ok: true, name, sowWeeks, transplantWeeks };
}
