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
