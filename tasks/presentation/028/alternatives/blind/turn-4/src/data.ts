export interface Block {
  name: string;
  variety: string;
  /** Planted area in hundredths of a hectare (2.40 ha = 240). */
  areaCentiHa: number;
  /** Grapes picked in hundredths of a tonne (16.32 t = 1632). */
  pickedCentiT: number;
  /** Sugar at picking in tenths of a degree Brix (18.4 °Bx = 184). */
  brixTenths: number;
}

/**
 * Hollins Cross Vineyard, 2026 harvest. Kept in hundredths so sums stay exact.
 * Corrected: Lower Terrace's weighbridge ticket no longer counts one bin twice, and
 * Beech Row carries its re-measured area.
 */
export const BLOCKS: Block[] = [
  { name: "North Slope", variety: "Pinot Noir", areaCentiHa: 240, pickedCentiT: 1632, brixTenths: 184 },
  { name: "Chalk Pit", variety: "Chardonnay", areaCentiHa: 185, pickedCentiT: 1480, brixTenths: 190 },
  { name: "Long Acre", variety: "Bacchus", areaCentiHa: 430, pickedCentiT: 3784, brixTenths: 206 },
  { name: "Dovecote", variety: "Pinot Meunier", areaCentiHa: 120, pickedCentiT: 793, brixTenths: 179 },
  { name: "Lower Terrace", variety: "Chardonnay", areaCentiHa: 275, pickedCentiT: 2194, brixTenths: 189 },
  { name: "Beech Row", variety: "Pinot Noir", areaCentiHa: 145, pickedCentiT: 837, brixTenths: 193 },
  { name: "Top Field", variety: "Pinot Meunier", areaCentiHa: 95, pickedCentiT: 1007, brixTenths: 212 },
];
