export type Band = { name: string; upTo: number; cents: number };

export const BANDS: Band[] = [
  { name: "Small", upTo: 1000, cents: 390 },
  { name: "Medium", upTo: 2000, cents: 560 },
  { name: "Large", upTo: 5000, cents: 875 },
  { name: "Heavy", upTo: 20000, cents: 1420 },
];

export function grams(value: number): string {
  return `${Math.round(value).toLocaleString("en-US")} g`;
}

export function euros(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `€${whole.toLocaleString("en-US")}.${rest}`;
}

/** A whole number from lo to hi typed in a field, or null. */
export function wholeIn(text: string, lo: number, hi: number): number | null {
  const t = text.trim();
  if (!/^-?\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= lo && n <= hi ? n : null;
}

export const DESTINATIONS = ["Domestic", "Europe", "Rest of world"] as const;
export type Destination = (typeof DESTINATIONS)[number];

const FACTOR: Record<Destination, number> = { Domestic: 1, Europe: 1.6, "Rest of world": 2.5 };

/** The band's price for a destination, in cents, half a cent rounding up. */
export function zonePrice(bandCents: number, destination: Destination): number {
  return Math.floor((bandCents * FACTOR[destination] * 10 + 5 + 1e-6) / 10);
}

export type ParcelInput = {
  weight: string;
  length: string;
  width: string;
  height: string;
  destination: Destination;
};

export type Quote =
  | { ok: false; messages: string[] }
  | {
      ok: true;
      volumetric: number;
      chargeable: number;
      band: Band | null; // null: over 20,000 g
      postageCents: number | null;
      refusal: string | null;
    };

export function quote(p: ParcelInput): Quote {
  const w = wholeIn(p.weight, 1, 30000);
  const l = wholeIn(p.length, 1, 150);
  const wd = wholeIn(p.width, 1, 150);
  const h = wholeIn(p.height, 1, 150);
  const messages: string[] = [];
  if (w === null) messages.push("Weight must be a whole number from 1 to 30000 g");
  if (l === null) messages.push("Length must be a whole number from 1 to 150 cm");
  if (wd === null) messages.push("Width must be a whole number from 1 to 150 cm");
  if (h === null) messages.push("Height must be a whole number from 1 to 150 cm");
  if (w === null || l === null || wd === null || h === null) return { ok: false, messages };
  const volumetric = Math.ceil((l * wd * h) / 5);
  const chargeable = Math.max(w, volumetric);
  const band = BANDS.find((b) => chargeable <= b.upTo) ?? null;
  if (!band) {
    return { ok: true, volumetric, chargeable, band: null, postageCents: null, refusal: "Too heavy to post: over 20,000 g" };
  }
  if (p.destination === "Rest of world" && chargeable > 10000) {
    return {
      ok: true,
      volumetric,
      chargeable,
      band: null,
      postageCents: null,
      refusal: "Too heavy for Rest of world: over 10,000 g",
    };
  }
  return { ok: true, volumetric, chargeable, band, postageCents: zonePrice(band.cents, p.destination), refusal: null };
}
