import { percentOf } from "./format";

export type Species = { name: string; planted: number };

// Trees planted per species, all wards together, in the order the tree officer listed them.
export const SPECIES: Species[] = [
  { name: "Field maple", planted: 1820 },
  { name: "Rowan", planted: 1465 },
  { name: "Silver birch", planted: 1210 },
  { name: "Small-leaved lime", planted: 1095 },
  { name: "Hornbeam", planted: 940 },
  { name: "Wild cherry", planted: 660 },
];

export function totalSpecies(list: Species[]): number {
  return list.reduce((sum, s) => sum + s.planted, 0);
}

export function mostPlanted(list: Species[]): Species {
  return list.reduce((best, s) => (s.planted > best.planted ? s : best), list[0]);
}

export function shareOfTrees(s: Species, list: Species[]): number {
  return percentOf(s.planted, totalSpecies(list));
}
