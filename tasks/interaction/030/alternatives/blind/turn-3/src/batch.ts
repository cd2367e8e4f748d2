import type { Destination } from "./postage";

export type BatchRow = {
  id: number;
  order: string;
  destination: Destination;
  chargeable: number;
  postageCents: number;
  insured: boolean;
  signature: boolean;
  totalCents: number;
};

/** "Insurance", "Signature", "Insurance, Signature" or "None". */
export function extrasLabel(row: Pick<BatchRow, "insured" | "signature">): string {
  const parts: string[] = [];
  if (row.insured) parts.push("Insurance");
  if (row.signature) parts.push("Signature");
  return parts.length > 0 ? parts.join(", ") : "None";
}
