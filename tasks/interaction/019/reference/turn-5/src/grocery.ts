export const UNITS = ["g", "kg", "ml", "l", "each"] as const;
export type Unit = (typeof UNITS)[number];

export type Size = { text: string; num: bigint; scale: bigint };

export type Product = {
  id: number;
  name: string;
  size: Size;
  unit: Unit;
  pricePence: number;
  offer: Offer;
  offerPence: number | null;
  packs: string;
};

export const OFFERS = ["No offer", "3 for 2", "2 for a set price"] as const;
export type Offer = (typeof OFFERS)[number];

export const NAME_MESSAGE = "Enter a name";
export const SIZE_MESSAGE = "Enter a pack size above 0 and at most 10000";
export const PRICE_MESSAGE = "Enter a price from £0.01 to £500.00";
export const OFFER_MESSAGE = "Enter an offer price below the price of two packs";

/** A pack size above 0 and at most 10000 (whole for each), kept exactly as digits over a power of ten. */
export function parseSize(text: string, unit: Unit): Size | null {
  const t = text.trim();
  const m = /^(\d*)(?:\.(\d*))?$/.exec(t);
  if (!m || (m[1] === "" && (m[2] ?? "") === "")) return null;
  let whole = m[1] || "0";
  let frac = (m[2] ?? "").replace(/0+$/, "");
  if (unit === "each" && frac !== "") return null;
  const num = BigInt(whole + frac);
  const scale = 10n ** BigInt(frac.length);
  if (num <= 0n || num > 10000n * scale) return null;
  whole = BigInt(whole).toString();
  return { text: frac ? `${whole}.${frac}` : whole, num, scale };
}

/** A price in pence from 1 to 50000, with at most two decimals. */
export function parsePence(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ""] = t.split(".");
  const pence = Number(whole) * 100 + Number((frac + "00").slice(0, 2));
  return pence >= 1 && pence <= 50000 ? pence : null;
}

/** Divide and round half up, exactly. */
function roundDiv(top: bigint, bottom: bigint): bigint {
  return (2n * top + bottom) / (2n * bottom);
}

/** The unit price in pence of one pack costing costTop/costBottom pence. */
export function unitPence(p: { size: Size; unit: Unit }, costTop: bigint, costBottom: bigint = 1n): number {
  const { num, scale } = p.size;
  if (p.unit === "each") return Number(roundDiv(costTop * scale, costBottom * num));
  const mult = p.unit === "kg" || p.unit === "l" ? 1000n : 1n;
  return Number(roundDiv(costTop * 100n * scale, costBottom * num * mult));
}

export function plainUnitPence(p: Product): number {
  return unitPence(p, BigInt(p.pricePence));
}

export function per(unit: Unit): string {
  if (unit === "each") return "each";
  return unit === "g" || unit === "kg" ? "per 100 g" : "per 100 ml";
}

export function money(pence: number): string {
  const whole = Math.floor(pence / 100);
  const rest = String(pence % 100).padStart(2, "0");
  return `£${whole.toLocaleString("en-GB")}.${rest}`;
}

export const GROUPS = [
  { title: "By weight", units: ["g", "kg"] },
  { title: "By volume", units: ["ml", "l"] },
  { title: "By count", units: ["each"] },
] as const;

/** How much dearer (in whole percent, half up) a unit price is than the lowest one; null when the lowest is 0. */
export function dearerPercent(pence: number, lowest: number): number | null {
  if (lowest <= 0) return null;
  return Math.floor((2 * (pence - lowest) * 100 + lowest) / (2 * lowest));
}

/** The unit price on offer (one pack costs 2/3 of its price, or half the offer price), or null without an offer. */
export function offerUnitPence(p: Product): number | null {
  if (p.offer === "3 for 2") return unitPence(p, 2n * BigInt(p.pricePence), 3n);
  if (p.offer === "2 for a set price" && p.offerPence !== null) return unitPence(p, BigInt(p.offerPence), 2n);
  return null;
}

/** The unit price used for comparing: on offer when there is one. */
export function comparePence(p: Product): number {
  return offerUnitPence(p) ?? plainUnitPence(p);
}

export function offerLabel(p: Product): string | null {
  if (p.offer === "3 for 2") return "Offer: 3 for 2";
  if (p.offer === "2 for a set price" && p.offerPence !== null) return `Offer: 2 for ${money(p.offerPence)}`;
  return null;
}

export const PACKS_MESSAGE = "Packs must be a whole number from 0 to 99";

/** The packs as a whole number from 0 to 99 (empty counts as 0), or null when invalid. */
export function parsePacks(text: string): number | null {
  const t = text.trim();
  if (t === "") return 0;
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n <= 99 ? n : null;
}

/** What n packs cost in pence with the product's offer applied. */
export function packsCost(p: Product, n: number): number {
  if (p.offer === "3 for 2") return Math.floor(n / 3) * 2 * p.pricePence + (n % 3) * p.pricePence;
  if (p.offer === "2 for a set price" && p.offerPence !== null)
    return Math.floor(n / 2) * p.offerPence + (n % 2) * p.pricePence;
  return n * p.pricePence;
}

/** Pence written with two decimals for a field ("2.50"). */
export function plainPounds(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;
}
