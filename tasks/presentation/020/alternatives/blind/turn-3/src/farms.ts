export type Farm = {
  name: string;
  litres: number;
  butterfat: number; // hundredths of a percent: 418 = 4.18%
  protein: number; // hundredths of a percent
  cellCount: number; // somatic cells, thousand per mL
};

// March 2026 tanker collections and somatic cell counts per member farm.
export const FARMS: Farm[] = [
  { name: "Holloway Farm", litres: 184260, butterfat: 418, protein: 336, cellCount: 168 },
  { name: "Brindle Leys", litres: 97430, butterfat: 442, protein: 351, cellCount: 200 },
  { name: "Coldharbour", litres: 142870, butterfat: 396, protein: 328, cellCount: 412 },
  { name: "Meadcroft", litres: 61920, butterfat: 465, protein: 362, cellCount: 254 },
  { name: "Penfold Green", litres: 120340, butterfat: 407, protein: 331, cellCount: 399 },
  { name: "Ashby Grange", litres: 78610, butterfat: 431, protein: 344, cellCount: 131 },
];

export function totalLitres(list: Farm[]): number {
  return list.reduce((sum, f) => sum + f.litres, 0);
}

/** Litre-weighted percentage of all the milk together, in whole hundredths of a percent. */
export function weighted(list: Farm[], pick: (f: Farm) => number): number {
  const total = totalLitres(list);
  const sum = list.reduce((acc, f) => acc + f.litres * pick(f), 0);
  return Math.round(sum / total);
}

export function byLitres(list: Farm[]): Farm[] {
  return [...list].sort((a, b) => b.litres - a.litres);
}

export function largestSupplier(list: Farm[]): Farm {
  return list.reduce((best, f) => (f.litres > best.litres ? f : best), list[0]);
}

/** Share of all the litres in percent, rounded to one decimal. */
export function shareOfLitres(f: Farm, list: Farm[]): number {
  return Math.round((f.litres * 1000) / totalLitres(list)) / 10;
}

export type Band = "A" | "B" | "C";

export const BANDS: Band[] = ["A", "B", "C"];

/** Band A under 200, band B from 200 up to 399, band C 400 or more. */
export function band(f: Farm): Band {
  if (f.cellCount < 200) return "A";
  if (f.cellCount < 400) return "B";
  return "C";
}

export type BandSummary = { band: Band; farms: number; litres: number };

export function bandSummaries(list: Farm[]): BandSummary[] {
  return BANDS.map((b) => {
    const members = list.filter((f) => band(f) === b);
    return { band: b, farms: members.length, litres: totalLitres(members) };
  });
}
