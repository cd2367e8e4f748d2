export type Route = { name: string; crossings: number; passengers: number; seats: number };

// 2025 figures per route; seats is the vessel's seats offered per crossing.
export const ROUTES: Route[] = [
  { name: "Port Aird to Kelsay", crossings: 3285, passengers: 138849, seats: 100 },
  { name: "Port Aird to Fennick", crossings: 2190, passengers: 105270, seats: 150 },
  { name: "Kelsay to Inchmurrin", crossings: 1830, passengers: 106500, seats: 120 },
  { name: "Fennick to Dunvar", crossings: 1460, passengers: 49056, seats: 96 },
];

export function perCrossing(r: { crossings: number; passengers: number }): number {
  return r.passengers / r.crossings;
}

export function mostPassengersFirst(routes: Route[]): Route[] {
  return [...routes].sort((a, b) => b.passengers - a.passengers);
}

// Below 35% of seats filled is low-load; exactly 35.0% is not.
export const LOW_LOAD_LIMIT = 35;

export function seatsOffered(r: { crossings: number; seats: number }): number {
  return r.crossings * r.seats;
}

export function loadFactor(r: Route): number {
  return (r.passengers / seatsOffered(r)) * 100;
}

export function isLowLoad(r: Route): boolean {
  // Integer comparison keeps the 35% boundary exact.
  return r.passengers * 100 < LOW_LOAD_LIMIT * seatsOffered(r);
}
