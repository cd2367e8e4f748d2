import { roundHalfUp, formatPounds } from "./money";

export const UNITS = ["g", "kg", "ml", "l", "each"] as const;
export type Unit = (typeof UNITS)[number];

export type Offer = "none" | "3for2" | "set";
export const OFFERS: { value: Offer; label: string }[] = [
  { value: "none", label: "No offer" },
  { value: "3for2", label: "3 for 2" },
  { value: "set", label: "2 for a set price" },
];

export type Product = {
  id: number;
  name: string;
  size: number;
  unit: Unit;
  pricePence: number;
  offer: Offer;
  /** The price of two packs under a "2 for a set price" offer; null otherwise. */
  offerPence: number | null;
};

/** Grams, millilitres or items in one pack. */
function baseAmount(size: number, unit: Unit): number {
  return unit === "kg" || unit === "l" ? size * 1000 : size;
}

/**
 * The unit price in pence for a pack cost given as numerator / denominator pence,
 * rounded once, half up.
 */
function unitPriceOf(costNumerator: number, costDenominator: number, size: number, unit: Unit): number {
  const base = baseAmount(size, unit);
  const perUnit =
    unit === "each"
      ? costNumerator / (costDenominator * base)
      : (costNumerator * 100) / (costDenominator * base);
  return roundHalfUp(perUnit);
}

/** The plain unit price in pence (per 100 g, per 100 ml or per item). */
export function unitPricePence(product: Product): number {
  return unitPriceOf(product.pricePence, 1, product.size, product.unit);
}

/** The unit price in pence when bought on the product's offer, or null without an offer. */
export function offerUnitPricePence(product: Product): number | null {
  if (product.offer === "3for2") return unitPriceOf(product.pricePence * 2, 3, product.size, product.unit);
  if (product.offer === "set" && product.offerPence !== null)
    return unitPriceOf(product.offerPence, 2, product.size, product.unit);
  return null;
}

export function unitSuffix(unit: Unit): string {
  if (unit === "g" || unit === "kg") return "per 100 g";
  if (unit === "ml" || unit === "l") return "per 100 ml";
  return "each";
}

export function formatUnitPrice(product: Product): string {
  return `${formatPounds(unitPricePence(product))} ${unitSuffix(product.unit)}`;
}

export function formatOffer(product: Product): string | null {
  if (product.offer === "3for2") return "Offer: 3 for 2";
  if (product.offer === "set" && product.offerPence !== null) return `Offer: 2 for ${formatPounds(product.offerPence)}`;
  return null;
}

export function formatOfferUnitPrice(product: Product): string | null {
  const pence = offerUnitPricePence(product);
  if (pence === null) return null;
  return `On offer: ${formatPounds(pence)} ${unitSuffix(product.unit)}`;
}
