// All amounts are stored in whole cents so sums never pick up floating-point noise.
export const QUARTER_NAMES = ["Q1", "Q2", "Q3", "Q4"] as const;

export interface CategorySpend {
  name: string;
  /** Spending per quarter (Q1..Q4) in cents. */
  quarters: [number, number, number, number];
}

export const SPENDING_2024: CategorySpend[] = [
  { name: "Housing", quarters: [540000, 540000, 555000, 555000] },
  { name: "Groceries", quarters: [213055, 224810, 231075, 260490] },
  { name: "Transport", quarters: [124080, 110535, 138920, 81245] },
  { name: "Utilities", quarters: [98025, 74260, 91260, 110830] },
  { name: "Leisure", quarters: [76040, 131590, 174285, 142015] },
];

export function totalsByQuarter(rows: CategorySpend[]): number[] {
  return QUARTER_NAMES.map((_, i) => rows.reduce((sum, row) => sum + row.quarters[i], 0));
}

export function sumCents(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0);
}
