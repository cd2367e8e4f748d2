export type BenchStock = { key: string; option: string; reagent: string; mM: number };

/** Bench stocks offered in the "Stock solution" dropdown (concentrations converted to mM). */
export const BENCH_STOCKS: BenchStock[] = [
  { key: 'nacl', option: 'NaCl 5 M', reagent: 'NaCl', mM: 5000 },
  { key: 'tris', option: 'Tris-HCl 1 M', reagent: 'Tris-HCl', mM: 1000 },
  { key: 'edta', option: 'EDTA 0.5 M', reagent: 'EDTA', mM: 500 },
];

export const CUSTOM = 'custom';

export function reagentName(key: string): string {
  return BENCH_STOCKS.find((s) => s.key === key)?.reagent ?? 'Custom';
}
