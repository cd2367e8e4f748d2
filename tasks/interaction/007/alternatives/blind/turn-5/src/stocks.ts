export type StockChoice = "custom" | "nacl" | "tris" | "edta";

export type BenchStock = { id: Exclude<StockChoice, "custom">; option: string; reagent: string; mM: number };

/** Bench stocks, with their concentration converted to mM. */
export const BENCH_STOCKS: BenchStock[] = [
  { id: "nacl", option: "NaCl 5 M", reagent: "NaCl", mM: 5000 },
  { id: "tris", option: "Tris-HCl 1 M", reagent: "Tris-HCl", mM: 1000 },
  { id: "edta", option: "EDTA 0.5 M", reagent: "EDTA", mM: 500 },
];

export function reagentName(choice: StockChoice): string {
  return BENCH_STOCKS.find((stock) => stock.id === choice)?.reagent ?? "Custom";
}
