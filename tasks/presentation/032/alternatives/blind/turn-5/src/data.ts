export interface PassType {
  name: string;
  priceCents: number;
  sold: number;
  budgetCents: number;
}

export const PASSES: PassType[] = [
  { name: "Adult day pass", priceCents: 5400, sold: 18420, budgetCents: 100000000 },
  { name: "Child day pass", priceCents: 3250, sold: 8135, budgetCents: 23000000 },
  { name: "Half-day pass", priceCents: 3800, sold: 6840, budgetCents: 25000000 },
  { name: "3-day pass", priceCents: 14800, sold: 2965, budgetCents: 45000000 },
  { name: "6-day pass", priceCents: 26200, sold: 1872, budgetCents: 49608000 },
  { name: "Season pass", priceCents: 64000, sold: 1148, budgetCents: 72000000 },
];

export function revenueCents(p: PassType): number {
  return p.priceCents * p.sold;
}
