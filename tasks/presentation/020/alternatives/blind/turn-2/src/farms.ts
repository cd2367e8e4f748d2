export type Farm = {
  name: string;
  litres: number;
  butterfat: number; // hundredths of a percent: 418 = 4.18%
  protein: number; // hundredths of a percent
};

// March 2026 tanker collections per member farm.
export const FARMS: Farm[] = [
  { name: "Holloway Farm", litres: 184260, butterfat: 418, protein: 336 },
  { name: "Brindle Leys", litres: 97430, butterfat: 442, protein: 351 },
  { name: "Coldharbour", litres: 142870, butterfat: 396, protein: 328 },
  { name: "Meadcroft", litres: 61920, butterfat: 465, protein: 362 },
  { name: "Penfold Green", litres: 120340, butterfat: 407, protein: 331 },
  { name: "Ashby Grange", litres: 78610, butterfat: 431, protein: 344 },
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
