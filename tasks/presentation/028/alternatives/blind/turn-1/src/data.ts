export interface Block {
  name: string;
  variety: string;
  /** Planted area in hundredths of a hectare (2.40 ha = 240). */
  areaCentiHa: number;
  /** Grapes picked in hundredths of a tonne (16.32 t = 1632). */
  pickedCentiT: number;
}

/** Hollins Cross Vineyard, 2026 harvest. Kept in hundredths so sums stay exact. */
export const BLOCKS: Block[] = [
  { name: "North Slope", variety: "Pinot Noir", areaCentiHa: 240, pickedCentiT: 1632 },
  { name: "Chalk Pit", variety: "Chardonnay", areaCentiHa: 185, pickedCentiT: 1480 },
  { name: "Long Acre", variety: "Bacchus", areaCentiHa: 430, pickedCentiT: 3784 },
  { name: "Dovecote", variety: "Pinot Meunier", areaCentiHa: 120, pickedCentiT: 793 },
  { name: "Lower Terrace", variety: "Chardonnay", areaCentiHa: 275, pickedCentiT: 2314 },
  { name: "Beech Row", variety: "Pinot Noir", areaCentiHa: 160, pickedCentiT: 837 },
  { name: "Top Field", variety: "Pinot Meunier", areaCentiHa: 95, pickedCentiT: 1007 },
];
