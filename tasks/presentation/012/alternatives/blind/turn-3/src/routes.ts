export type Route = { name: string; crossings: number; passengers: number };

// 2025 figures per route.
export const ROUTES: Route[] = [
  { name: "Port Aird to Kelsay", crossings: 3285, passengers: 138849 },
  { name: "Port Aird to Fennick", crossings: 2190, passengers: 105270 },
  { name: "Kelsay to Inchmurrin", crossings: 1830, passengers: 106500 },
  { name: "Fennick to Dunvar", crossings: 1460, passengers: 49056 },
];

export function perCrossing(r: { crossings: number; passengers: number }): number {
  return r.passengers / r.crossings;
}

export function mostPassengersFirst(routes: Route[]): Route[] {
  return [...routes].sort((a, b) => b.passengers - a.passengers);
}
