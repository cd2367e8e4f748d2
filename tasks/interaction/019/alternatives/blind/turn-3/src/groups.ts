import { offerUnitPricePence, unitPricePence } from "./products";
import type { Product, Unit } from "./products";

export type GroupKey = "weight" | "volume" | "count";

export const GROUPS: { key: GroupKey; heading: string }[] = [
  { key: "weight", heading: "By weight" },
  { key: "volume", heading: "By volume" },
  { key: "count", heading: "By count" },
];

export function groupOf(unit: Unit): GroupKey {
  if (unit === "g" || unit === "kg") return "weight";
  if (unit === "ml" || unit === "l") return "volume";
  return "count";
}

export type Mark = { kind: "none" } | { kind: "best" } | { kind: "dearer"; percent: number };

export type RankedProduct = { product: Product; comparePence: number; mark: Mark };

/** The price used to rank a product inside its group: its unit price on offer, else its plain unit price. */
export function comparePence(product: Product): number {
  return offerUnitPricePence(product) ?? unitPricePence(product);
}

/** Percentage above the lowest, rounded to a whole percent with halves rounding up (exact integers). */
export function percentAbove(price: number, lowest: number): number {
  return Math.floor(((price - lowest) * 200 + lowest) / (2 * lowest));
}

export function rankGroup(products: Product[]): RankedProduct[] {
  // products arrive in the order added; a stable sort keeps that order for equal prices
  const ranked = products
    .map((product) => ({ product, comparePence: comparePence(product) }))
    .sort((a, b) => a.comparePence - b.comparePence);
  if (ranked.length < 2) return ranked.map((row) => ({ ...row, mark: { kind: "none" } }));
  const lowest = ranked[0].comparePence;
  return ranked.map((row) => {
    if (row.comparePence === lowest) return { ...row, mark: { kind: "best" } };
    if (lowest === 0) return { ...row, mark: { kind: "none" } };
    return { ...row, mark: { kind: "dearer", percent: percentAbove(row.comparePence, lowest) } };
  });
}
