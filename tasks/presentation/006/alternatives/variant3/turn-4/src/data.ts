// All amounts are kept in whole cents so sums never drift.
export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

export interface CategorySpend {
  name: string;
  quarters: number[]; // cents, Q1..Q4
}

const cents = (dollars: number) => Math.round(dollars * 100);

// Figures exactly as the budgeting app exported them.
export const exported: CategorySpend[] = [
  { name: 'Housing', quarters: [5400.0, 5400.0, 5550.0, 5550.0].map(cents) },
  { name: 'Groceries', quarters: [2130.55, 2248.1, 2310.75, 2604.9].map(cents) },
  { name: 'Transport', quarters: [1240.8, 1105.35, 1389.2, 812.45].map(cents) },
  { name: 'Utilities', quarters: [980.25, 742.6, 912.6, 1108.3].map(cents) },
  { name: 'Leisure', quarters: [760.4, 1315.9, 1742.85, 1420.15].map(cents) },
];

interface Correction {
  category: string;
  quarter: number; // 0-based index into QUARTERS
  amount: number; // corrected amount in dollars
  reason: string;
}

// Corrections confirmed by the bank after the export.
export const corrections: Correction[] = [
  {
    category: 'Utilities',
    quarter: 2,
    amount: 1862.6,
    reason: 'Q3 utilities now include the annual water and sewer bill.',
  },
];

// Every figure on the page is derived from this corrected data.
export const spending: CategorySpend[] = exported.map((c) => ({
  name: c.name,
  quarters: c.quarters.map((value, i) => {
    const fix = corrections.find((k) => k.category === c.name && k.quarter === i);
    return fix ? cents(fix.amount) : value;
  }),
}));

export const quarterTotals: number[] = QUARTERS.map((_, i) =>
  spending.reduce((sum, c) => sum + c.quarters[i], 0),
);

export const yearTotal: number = quarterTotals.reduce((a, b) => a + b, 0);

export interface CategoryYear {
  name: string;
  amount: number; // cents for the whole year
}

export function rankCategories(data: CategorySpend[]): CategoryYear[] {
  return data
    .map((c) => ({ name: c.name, amount: c.quarters.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.amount - a.amount);
}

export const categoryTotals: CategoryYear[] = rankCategories(spending);
