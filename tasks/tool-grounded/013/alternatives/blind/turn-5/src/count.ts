export type CountInput = { kind: "empty" } | { kind: "invalid" } | { kind: "valid"; value: number };

/** A count is a whole number of 0 or more; anything else typed is not a count. */
export function parseCount(text: string): CountInput {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "empty" };
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < 0) return { kind: "invalid" };
  return { kind: "valid", value };
}

/** "+3", "-2" or "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

export type Progress = { counted: number; withDifference: number };

export function progress(rows: { sku: string; onHand: number }[], counts: Record<string, string>): Progress {
  let counted = 0;
  let withDifference = 0;
  for (const row of rows) {
    const c = parseCount(counts[row.sku] ?? "");
    if (c.kind !== "valid") continue;
    counted += 1;
    if (c.value !== row.onHand) withDifference += 1;
  }
  return { counted, withDifference };
}

export type ReasonFitCode = "cycle_count" | "damaged" | "found" | "shrinkage";

/** Found only fits a count above on hand; Damaged and Shrinkage only one below; Cycle count fits both. */
export function reasonFits(reason: ReasonFitCode, diff: number): boolean {
  if (reason === "found") return diff > 0;
  if (reason === "damaged" || reason === "shrinkage") return diff < 0;
  return true;
}

export type RowCheck = { canPost: boolean; notes: string[] };

/** Whether a row may be posted, and the row messages explaining why not. */
export function checkRow(
  row: { onHand: number; reserved: number },
  text: string,
  reason: ReasonFitCode,
): RowCheck {
  const c = parseCount(text);
  if (c.kind !== "valid") return { canPost: false, notes: [] };
  const diff = c.value - row.onHand;
  if (diff === 0) return { canPost: false, notes: [] };
  const notes: string[] = [];
  if (c.value < row.reserved) notes.push(`Cannot be below ${row.reserved} reserved`);
  if (!reasonFits(reason, diff)) notes.push("Reason does not fit the difference");
  return { canPost: notes.length === 0, notes };
}

/** Differences of 10 units or more either way need a second look before posting. */
export const CONFIRM_AT = 10;

export function needsConfirm(diff: number): boolean {
  return Math.abs(diff) >= CONFIRM_AT;
}

/** Rows whose valid count differs from on hand. */
export function hasDifference(row: { onHand: number }, text: string): boolean {
  const c = parseCount(text);
  return c.kind === "valid" && c.value !== row.onHand;
}

/** "+$36.80", "-$41.00" or "$0.00". */
export function signedMoney(amount: number): string {
  const cents = Math.round(amount * 100);
  const abs = (Math.abs(cents) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (cents > 0) return `+$${abs}`;
  if (cents < 0) return `-$${abs}`;
  return `$${abs}`;
}
