export type Product = "Business cards" | "Flyers" | "Posters";

export const PRODUCTS: Product[] = ["Business cards", "Flyers", "Posters"];

type Tier = { from: number; cents: number };

// Tiers in ascending order of their first quantity; prices in cents per piece.
const TIERS: Record<Product, Tier[]> = {
  "Business cards": [
    { from: 1, cents: 12 },
    { from: 250, cents: 8 },
    { from: 1000, cents: 5 },
  ],
  Flyers: [
    { from: 1, cents: 40 },
    { from: 100, cents: 25 },
    { from: 500, cents: 18 },
  ],
  Posters: [
    { from: 1, cents: 750 },
    { from: 10, cents: 600 },
    { from: 50, cents: 475 },
  ],
};

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 5000;

export function unitPriceCents(product: Product, quantity: number): number {
  let price = TIERS[product][0].cents;
  for (const tier of TIERS[product]) {
    if (quantity >= tier.from) price = tier.cents;
  }
  return price;
}

/** The quantity as a whole number from 1 to 5000, or null when the field holds anything else. */
export function parseQuantity(raw: string): number | null {
  const text = raw.trim();
  if (text === "") return null;
  const value = Number(text);
  if (!Number.isInteger(value)) return null;
  if (value < MIN_QUANTITY || value > MAX_QUANTITY) return null;
  return value;
}

export type QuoteLine = { label: string; cents: number };

export type Quote =
  | { ok: true; lines: QuoteLine[]; totalCents: number }
  | { ok: false; message: string };

export function buildQuote(product: Product, rawQuantity: string): Quote {
  const quantity = parseQuantity(rawQuantity);
  if (quantity === null) {
    return { ok: false, message: "Quantity must be a whole number from 1 to 5000" };
  }
  const unit = unitPriceCents(product, quantity);
  const printing = quantity * unit;
  const total = printing;
  return {
    ok: true,
    lines: [
      { label: "Unit price", cents: unit },
      { label: "Printing", cents: printing },
      { label: "Total", cents: total },
    ],
    totalCents: total,
  };
}
