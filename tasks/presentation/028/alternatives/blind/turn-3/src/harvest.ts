import type { Block } from "./data";

export interface Totals {
  areaCentiHa: number;
  pickedCentiT: number;
}

/** Yield in t/ha, unrounded. */
export function yieldPerHa(t: { areaCentiHa: number; pickedCentiT: number }): number {
  return t.areaCentiHa === 0 ? 0 : t.pickedCentiT / t.areaCentiHa;
}

/** Yield in hundredths of t/ha, rounded to two decimals. */
export function yieldCenti(t: { areaCentiHa: number; pickedCentiT: number }): number {
  return t.areaCentiHa === 0 ? 0 : Math.round((t.pickedCentiT * 100) / t.areaCentiHa);
}

export type Destination = "Sparkling" | "Still";

/** Under 19.0 degrees Brix goes to sparkling; 19.0 or more (exactly 19.0 included) to still. */
export function destination(b: Block): Destination {
  return b.brixTenths < 190 ? "Sparkling" : "Still";
}

export interface DestinationSummary {
  destination: Destination;
  blocks: number;
  pickedCentiT: number;
}

export function destinationSummary(blocks: Block[], wanted: Destination): DestinationSummary {
  const going = blocks.filter((b) => destination(b) === wanted);
  return {
    destination: wanted,
    blocks: going.length,
    pickedCentiT: going.reduce((sum, b) => sum + b.pickedCentiT, 0),
  };
}

export function byYieldDesc(blocks: Block[]): Block[] {
  return [...blocks].sort((a, b) => yieldPerHa(b) - yieldPerHa(a));
}

export function totals(blocks: Block[]): Totals {
  return blocks.reduce(
    (acc, b) => ({
      areaCentiHa: acc.areaCentiHa + b.areaCentiHa,
      pickedCentiT: acc.pickedCentiT + b.pickedCentiT,
    }),
    { areaCentiHa: 0, pickedCentiT: 0 },
  );
}

export interface VarietyTotal {
  variety: string;
  pickedCentiT: number;
}

/** Tonnes picked per variety over all its blocks, most first. */
export function varietyTotals(blocks: Block[]): VarietyTotal[] {
  const sums = new Map<string, number>();
  for (const b of blocks) sums.set(b.variety, (sums.get(b.variety) ?? 0) + b.pickedCentiT);
  return [...sums.entries()]
    .map(([variety, pickedCentiT]) => ({ variety, pickedCentiT }))
    .sort((a, b) => b.pickedCentiT - a.pickedCentiT);
}

/** Share of the whole harvest as a percentage (0-100). */
export function harvestShare(part: number, blocks: Block[]): number {
  const all = totals(blocks).pickedCentiT;
  return all === 0 ? 0 : (part / all) * 100;
}
