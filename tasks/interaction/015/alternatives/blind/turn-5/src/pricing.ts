import { percentOf } from "./money";

export type Product = "Business cards" | "Flyers" | "Posters";

export const PRODUCTS: Product[] = ["Business cards", "Flyers", "Posters"];

export type Paper = "Standard" | "Recycled" | "Premium";

export const PAPERS: Paper[] = ["Standard", "Recycled", "Premium"];

export type Turnaround = "Standard (5 days)" | "Express (2 days)" | "Next day";

export const TURNAROUNDS: Turnaround[] = ["Standard (5 days)", "Express (2 days)", "Next day"];

// Rush fee as a percentage of the subtotal plus any small-order fee minus any trade discount.
const RUSH_PERCENT: Record<Turnaround, number> = {
  "Standard (5 days)": 0,
  "Express (2 days)": 25,
  "Next day": 50,
};

export const NEXT_DAY_MAX_QUANTITY = 500;
export const SMALL_ORDER_LIMIT_CENTS = 2000;
export const SMALL_ORDER_FEE_CENTS = 400;
const TRADE_DISCOUNT_PERCENT = 10;

export type Order = {
  product: Product;
  quantity: string;
  paper: Paper;
  lamination: boolean;
  roundedCorners: boolean;
  turnaround: Turnaround;
  trade: boolean;
};

export const START_ORDER: Order = {
  product: "Business cards",
  quantity: "250",
  paper: "Standard",
  lamination: false,
  roundedCorners: false,
  turnaround: "Standard (5 days)",
  trade: false,
};

// Extras in cents per piece.
const PREMIUM_PER_PIECE: Record<Product, number> = { "Business cards": 3, Flyers: 3, Posters: 120 };
const LAMINATION_PER_PIECE: Record<Product, number> = { "Business cards": 2, Flyers: 6, Posters: 200 };
const ROUNDED_CORNERS_FLAT = 600;
const RECYCLED_PERCENT = 10;

/** Rounded corners can only be ordered on business cards. */
export function roundedCornersAllowed(product: Product): boolean {
  return product === "Business cards";
}

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
    { from: 2000, cents: 14 },
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

export function buildQuote(order: Order): Quote {
  const { product } = order;
  const quantity = parseQuantity(order.quantity);
  if (quantity === null) {
    return { ok: false, message: "Quantity must be a whole number from 1 to 5000" };
  }
  if (order.turnaround === "Next day" && quantity > NEXT_DAY_MAX_QUANTITY) {
    return { ok: false, message: "Next day is only available up to 500 pieces" };
  }
  const unit = unitPriceCents(product, quantity);
  const printing = quantity * unit;

  const extras: QuoteLine[] = [];
  if (order.paper === "Recycled") {
    extras.push({ label: "Paper", cents: percentOf(printing, RECYCLED_PERCENT) });
  } else if (order.paper === "Premium") {
    extras.push({ label: "Paper", cents: quantity * PREMIUM_PER_PIECE[product] });
  }
  if (order.lamination) {
    extras.push({ label: "Lamination", cents: quantity * LAMINATION_PER_PIECE[product] });
  }
  if (order.roundedCorners && roundedCornersAllowed(product)) {
    extras.push({ label: "Rounded corners", cents: ROUNDED_CORNERS_FLAT });
  }

  const subtotal = printing + extras.reduce((sum, line) => sum + line.cents, 0);
  const charges: QuoteLine[] = [];

  const smallOrderFee = subtotal < SMALL_ORDER_LIMIT_CENTS ? SMALL_ORDER_FEE_CENTS : 0;
  if (smallOrderFee > 0) charges.push({ label: "Small order fee", cents: smallOrderFee });

  const discount = order.trade ? percentOf(subtotal + smallOrderFee, TRADE_DISCOUNT_PERCENT) : 0;
  if (order.trade) charges.push({ label: "Trade discount", cents: -discount });

  const rushPercent = RUSH_PERCENT[order.turnaround];
  const rush = rushPercent > 0 ? percentOf(subtotal + smallOrderFee - discount, rushPercent) : 0;
  if (rushPercent > 0) charges.push({ label: "Rush fee", cents: rush });

  const total = subtotal + smallOrderFee - discount + rush;
  return {
    ok: true,
    lines: [
      { label: "Unit price", cents: unit },
      { label: "Printing", cents: printing },
      ...extras,
      { label: "Subtotal", cents: subtotal },
      ...charges,
      { label: "Total", cents: total },
    ],
    totalCents: total,
  };
}
