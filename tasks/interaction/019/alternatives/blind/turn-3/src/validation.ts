import { hasAtMostTwoDecimals, parseNumber } from "./money";
import type { Product } from "./products";
import type { FormValues } from "./AddProductForm";

export const NAME_MESSAGE = "Enter a name";
export const SIZE_MESSAGE = "Enter a pack size above 0 and at most 10000";
export const PRICE_MESSAGE = "Enter a price from £0.01 to £500.00";
export const OFFER_MESSAGE = "Enter an offer price below the price of two packs";

/** A price-like field: a number from 0.01 to 500 with at most two decimals, in pence. */
export function parsePence(text: string): number | null {
  const value = parseNumber(text);
  if (value === null || value < 0.01 || value > 500 || !hasAtMostTwoDecimals(value)) return null;
  return Math.round(value * 100);
}

export type Checked = { ok: true; product: Omit<Product, "id"> } | { ok: false; errors: string[] };

export function checkForm(values: FormValues): Checked {
  const errors: string[] = [];
  const name = values.name.trim();
  if (name === "") errors.push(NAME_MESSAGE);

  const size = parseNumber(values.size);
  const sizeOk =
    size !== null && size > 0 && size <= 10000 && (values.unit !== "each" || Number.isInteger(size));
  if (!sizeOk) errors.push(SIZE_MESSAGE);

  const pricePence = parsePence(values.price);
  if (pricePence === null) errors.push(PRICE_MESSAGE);

  let offerPence: number | null = null;
  if (values.offer === "set") {
    offerPence = parsePence(values.offerPrice);
    const tooHigh = pricePence !== null && offerPence !== null && offerPence >= 2 * pricePence;
    if (offerPence === null || tooHigh) errors.push(OFFER_MESSAGE);
  }

  if (errors.length > 0 || size === null || pricePence === null) return { ok: false, errors };
  return { ok: true, product: { name, size, unit: values.unit, pricePence, offer: values.offer, offerPence } };
}
