import type { FolioLine } from "./api";
import { toCents } from "./format";

export function counts(line: FolioLine): boolean {
  return line.kind === "charge" && !line.voided;
}

/** Signed effect of a line on the balance, in cents. */
export function effectCents(line: FolioLine): number {
  if (line.kind === "payment") return -toCents(line.amount);
  if (line.kind === "refund") return toCents(line.amount);
  return line.voided ? 0 : toCents(line.amount);
}

/** Amount column: payments negative, everything else positive. */
export function shownCents(line: FolioLine): number {
  return line.kind === "payment" ? -toCents(line.amount) : toCents(line.amount);
}

export function typeLabel(line: FolioLine): string {
  if (line.kind === "payment") return "Payment";
  if (line.kind === "refund") return "Refund";
  return line.voided ? "Voided" : "Charge";
}

export function runningBalances(lines: FolioLine[]): number[] {
  let total = 0;
  return lines.map((line) => {
    total += effectCents(line);
    return total;
  });
}
