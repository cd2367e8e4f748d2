export type Product = "Business cards" | "Flyers" | "Posters";
export type Paper = "Standard" | "Recycled" | "Premium";
export type Turnaround = "Standard (5 days)" | "Express (2 days)" | "Next day";

export const PRODUCTS: Product[] = ["Business cards", "Flyers", "Posters"];
export const PAPERS: Paper[] = ["Standard", "Recycled", "Premium"];
export const TURNAROUNDS: Turnaround[] = ["Standard (5 days)", "Express (2 days)", "Next day"];

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
    { from: 2000, cents: 14 },
  ],
  Posters: [
    { from: 1, cents: 750 },
    { from: 10, cents: 600 },
    { from: 50, cents: 475 },
  ],
};

const PREMIUM_CENTS: Record<Product, number> = { "Business cards": 3, Flyers: 3, Posters: 120 };
const LAMINATION_CENTS: Record<Product, number> = { "Business cards": 2, Flyers: 6, Posters: 200 };
const ROUNDED_CORNERS_CENTS = 600;
const SMALL_ORDER_LIMIT_CENTS = 2000;
const SMALL_ORDER_FEE_CENTS = 400;
const RUSH_PERCENT: Record<Turnaround, number> = { "Standard (5 days)": 0, "Express (2 days)": 25, "Next day": 50 };

export const QUANTITY_MESSAGE = "Quantity must be a whole number from 1 to 5000";
export const NEXT_DAY_MESSAGE = "Next day is only available up to 500 pieces";

export type Order = {
  product: Product;
  quantity: string;
  paper: Paper;
  lamination: boolean;
  roundedCorners: boolean;
  turnaround: Turnaround;
  trade: boolean;
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

// A share of an amount in cents, half a cent rounding up.
function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

export function buildQuote(order: Order): Quote {
  const quantity = parseQuantity(order.quantity);
  if (quantity === null) return { ok: false, message: QUANTITY_MESSAGE };
  if (order.turnaround === "Next day" && quantity > 500) return { ok: false, message: NEXT_DAY_MESSAGE };
  const unit = unitPriceCents(order.product, quantity);
  const printing = unit * quantity;
  const lines: QuoteLine[] = [
    { label: "Unit price", cents: unit },
    { label: "Printing", cents: printing },
  ];
  let subtotal = printing;
  if (order.paper !== "Standard") {
    const paper = order.paper === "Recycled" ? percentOf(printing, 10) : PREMIUM_CENTS[order.product] * quantity;
    lines.push({ label: "Paper", cents: paper });
    subtotal += paper;
  }
  if (order.lamination) {
    const lamination = LAMINATION_CENTS[order.product] * quantity;
    lines.push({ label: "Lamination", cents: lamination });
    subtotal += lamination;
  }
  if (order.roundedCorners && order.product === "Business cards") {
    lines.push({ label: "Rounded corners", cents: ROUNDED_CORNERS_CENTS });
    subtotal += ROUNDED_CORNERS_CENTS;
  }
  lines.push({ label: "Subtotal", cents: subtotal });
  let running = subtotal;
  if (subtotal < SMALL_ORDER_LIMIT_CENTS) {
    lines.push({ label: "Small order fee", cents: SMALL_ORDER_FEE_CENTS });
    running += SMALL_ORDER_FEE_CENTS;
  }
  if (order.trade) {
    const discount = percentOf(running, 10);
    lines.push({ label: "Trade discount", cents: -discount });
    running -= discount;
  }
  const rushPercent = RUSH_PERCENT[order.turnaround];
  if (rushPercent > 0) {
    const rush = percentOf(running, rushPercent);
    lines.push({ label: "Rush fee", cents: rush });
    running += rush;
  }
  return { ok: true, lines, totalCents: running };
}

export function money(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = (abs % 100).toString().padStart(2, "0");
  return `${sign}$${dollars}.${rest}`;
}
