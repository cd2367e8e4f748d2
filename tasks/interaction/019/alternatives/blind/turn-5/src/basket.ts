import { parseNumber } from "./money";
import type { Product } from "./products";

export const PACKS_MESSAGE = "Packs must be a whole number from 0 to 99";

/** The number of packs a Packs field stands for, or null when the entry is not allowed. */
export function parsePacks(text: string): number | null {
  if (text.trim() === "") return 0;
  const value = parseNumber(text);
  if (value === null || !Number.isInteger(value) || value < 0 || value > 99) return null;
  return value;
}

/** The packs that count in the basket: an invalid entry counts as 0. */
export function countedPacks(text: string | undefined): number {
  return parsePacks(text ?? "") ?? 0;
}

/** What `packs` packs of the product cost on its offer, in pence. */
export function packsCost(product: Product, packs: number): number {
  if (product.offer === "3for2") {
    return Math.floor(packs / 3) * 2 * product.pricePence + (packs % 3) * product.pricePence;
  }
  if (product.offer === "set" && product.offerPence !== null) {
    return Math.floor(packs / 2) * product.offerPence + (packs % 2) * product.pricePence;
  }
  return packs * product.pricePence;
}

export type BasketLine = { product: Product; packs: number; cost: number; full: number };

export function basketLines(products: Product[], packs: Record<number, string>): BasketLine[] {
  return products
    .map((product) => {
      const count = countedPacks(packs[product.id]);
      return { product, packs: count, cost: packsCost(product, count), full: count * product.pricePence };
    })
    .filter((line) => line.packs >= 1);
}
