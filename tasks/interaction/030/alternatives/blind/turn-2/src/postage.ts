export const DESTINATIONS = ["Domestic", "Europe", "Rest of world"] as const;
export type Destination = (typeof DESTINATIONS)[number];

export type ParcelFields = {
  weight: string;
  length: string;
  width: string;
  height: string;
  destination: Destination;
};

export type Band = {
  name: string;
  maxGrams: number;
  cents: number;
};

/** Courier bands by chargeable weight (each band includes its upper limit). */
export const BANDS: Band[] = [
  { name: "Small", maxGrams: 1000, cents: 390 },
  { name: "Medium", maxGrams: 2000, cents: 560 },
  { name: "Large", maxGrams: 5000, cents: 875 },
  { name: "Heavy", maxGrams: 20000, cents: 1420 },
];

export const REST_OF_WORLD_LIMIT_GRAMS = 10000;

/** Price multiplier in tenths, so the arithmetic stays in whole numbers. */
const MULTIPLIER_TENTHS: Record<Destination, number> = {
  Domestic: 10,
  Europe: 16,
  "Rest of world": 25,
};

export function bandFor(chargeableGrams: number): Band | null {
  for (const band of BANDS) {
    if (chargeableGrams <= band.maxGrams) return band;
  }
  return null;
}

/** Band price for a destination, rounded to the cent with half a cent rounding up. */
export function destinationPrice(bandCents: number, destination: Destination): number {
  return Math.round((bandCents * MULTIPLIER_TENTHS[destination]) / 10);
}

/** Parses a whole number within [min, max]; null when the text is anything else. */
export function parseWhole(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  if (!Number.isInteger(value)) return null;
  if (value < min || value > max) return null;
  return value;
}

/** length × width × height ÷ 5, rounded up to the next whole gram. */
export function volumetricGrams(length: number, width: number, height: number): number {
  return Math.ceil((length * width * height) / 5);
}

export type Quote =
  | { ok: false; errors: string[] }
  | {
      ok: true;
      volumetric: number;
      chargeable: number;
      band: Band | null;
      /** Postage for the chosen destination; null when the parcel cannot be posted. */
      postageCents: number | null;
      /** The line shown in place of Band and Postage when the parcel cannot be posted. */
      refusal: string | null;
    };

export function quoteParcel(fields: ParcelFields): Quote {
  const weight = parseWhole(fields.weight, 1, 30000);
  const length = parseWhole(fields.length, 1, 150);
  const width = parseWhole(fields.width, 1, 150);
  const height = parseWhole(fields.height, 1, 150);

  const errors: string[] = [];
  if (weight === null) errors.push("Weight must be a whole number from 1 to 30000 g");
  if (length === null) errors.push("Length must be a whole number from 1 to 150 cm");
  if (width === null) errors.push("Width must be a whole number from 1 to 150 cm");
  if (height === null) errors.push("Height must be a whole number from 1 to 150 cm");
  if (weight === null || length === null || width === null || height === null) {
    return { ok: false, errors };
  }

  const volumetric = volumetricGrams(length, width, height);
  const chargeable = Math.max(weight, volumetric);
  const band = bandFor(chargeable);
  if (band === null) {
    return { ok: true, volumetric, chargeable, band, postageCents: null, refusal: "Too heavy to post: over 20,000 g" };
  }
  if (fields.destination === "Rest of world" && chargeable > REST_OF_WORLD_LIMIT_GRAMS) {
    return {
      ok: true,
      volumetric,
      chargeable,
      band,
      postageCents: null,
      refusal: "Too heavy for Rest of world: over 10,000 g",
    };
  }
  return {
    ok: true,
    volumetric,
    chargeable,
    band,
    postageCents: destinationPrice(band.cents, fields.destination),
    refusal: null,
  };
}
