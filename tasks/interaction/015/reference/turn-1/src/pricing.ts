export type Product = "Business cards" | "Flyers" | "Posters";

export const PRODUCTS: Product[] = ["Business cards", "Flyers", "Posters"];

// Unit prices in cents: each tier applies from its first quantity upwards.
const TIERS: Record<Product, { from: number; cents: number }[]> = {
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

export const QUANTITY_MESSAGE = "Quantity must be a whole number from 1 to 5000";

export type Order = {
  product: Product;
  quantity: string;
};

export type QuoteLine = { label: string; cents: number };
export type Quote = { ok: true; lines: QuoteLine[]; totalCents: number } | { ok: false; message: string };

export function parseQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= 5000 ? n : null;
}

export function unitPriceCents(product: Product, quantity: number): number {
  let cents = 0;
  for (const tier of TIERS[product]) if (quantity >= tier.from) cents = tier.cents;
  return cents;
}

export function buildQuote(order: Order): Quote {
  const quantity = parseQuantity(order.quantity);
  if (quantity === null) return { ok: false, message: QUANTITY_MESSAGE };
  const unit = unitPriceCents(order.product, quantity);
  const printing = unit * quantity;
  const lines: QuoteLine[] = [
    { label: "Unit price", cents: unit },
    { label: "Printing", cents: printing },
  ];
  return { ok: true, lines, totalCents: printing };
}

export function money(cents: number): string {
  const dollars = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = (cents % 100).toString().padStart(2, "0");
  return `$${dollars}.${rest}`;
}
