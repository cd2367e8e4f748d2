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
  /** Contents without spaces at either end (needed for Rest of world customs). */
  contents: string;
};

export const COLLECTION_FEE_CENTS = 600;

/** €6.00 for a batch of 1 to 4 parcels; nothing for an empty batch or one of 5 or more. */
export function collectionCents(parcels: number): number {
  return parcels >= 1 && parcels <= 4 ? COLLECTION_FEE_CENTS : 0;
}

/** "1 parcel", "2 parcels", "0 parcels". */
export function parcelCount(count: number): string {
  return `${count} ${count === 1 ? "parcel" : "parcels"}`;
}

/** "Insurance", "Signature", "Insurance, Signature" or "None". */
export function extrasLabel(row: Pick<BatchRow, "insured" | "signature">): string {
  const parts: string[] = [];
  if (row.insured) parts.push("Insurance");
  if (row.signature) parts.push("Signature");
  return parts.length > 0 ? parts.join(", ") : "None";
}
