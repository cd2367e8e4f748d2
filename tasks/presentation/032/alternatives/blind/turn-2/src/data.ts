export interface PassType {
  name: string;
  priceCents: number;
  sold: number;
}

export const PASSES: PassType[] = [
  { name: "Adult day pass", priceCents: 5400, sold: 18420 },
  { name: "Child day pass", priceCents: 3250, sold: 7315 },
  { name: "Half-day pass", priceCents: 3800, sold: 6840 },
  { name: "3-day pass", priceCents: 14800, sold: 2965 },
  { name: "6-day pass", priceCents: 26500, sold: 1872 },
  { name: "Season pass", priceCents: 64000, sold: 1148 },
];

export function revenueCents(p: PassType): number {
  return p.priceCents * p.sold;
}
