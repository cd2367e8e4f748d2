import { roundHalfUp, formatPounds } from "./money";

export const UNITS = ["g", "kg", "ml", "l", "each"] as const;
export type Unit = (typeof UNITS)[number];

export type Product = {
  id: number;
  name: string;
  size: number;
  unit: Unit;
  pricePence: number;
};

/** Grams, millilitres or items in one pack. */
function baseAmount(size: number, unit: Unit): number {
  return unit === "kg" || unit === "l" ? size * 1000 : size;
}

/** The unit price in pence (per 100 g, per 100 ml or per item), rounded half up. */
export function unitPricePence(product: Product): number {
  const base = baseAmount(product.size, product.unit);
  const perUnit = product.unit === "each" ? product.pricePence / base : (product.pricePence * 100) / base;
  return roundHalfUp(perUnit);
}

export function unitSuffix(unit: Unit): string {
  if (unit === "g" || unit === "kg") return "per 100 g";
  if (unit === "ml" || unit === "l") return "per 100 ml";
  return "each";
}

export function formatUnitPrice(product: Product): string {
  return `${formatPounds(unitPricePence(product))} ${unitSuffix(product.unit)}`;
}
