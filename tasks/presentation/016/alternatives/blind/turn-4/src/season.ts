export type Venue = "Main House" | "Studio";

export const VENUE_SEATS: Record<Venue, number> = {
  "Main House": 420,
  Studio: 120,
};

export type Production = {
  title: string;
  venue: Venue;
  performances: number;
  seatsSold: number;
  /** Box-office revenue in whole pounds. */
  revenue: number;
};

// Autumn 2026 season; every performance offered all of its venue's seats.
export const PRODUCTIONS: Production[] = [
  { title: "The Glass Orchard", venue: "Main House", performances: 24, seatsSold: 8467, revenue: 248930 },
  // Extended by two performances in week 10: final figures.
  { title: "Salt and Thunder", venue: "Main House", performances: 20, seatsSold: 5923, revenue: 157598 },
  { title: "A Lantern for Mira", venue: "Studio", performances: 16, seatsSold: 1792, revenue: 32256 },
  { title: "Dockside Requiem", venue: "Studio", performances: 12, seatsSold: 1008, revenue: 17655 },
  { title: "The Umbrella Thief", venue: "Main House", performances: 20, seatsSold: 7351, revenue: 229420 },
];

export function seatsOnOffer(p: Production): number {
  return p.performances * VENUE_SEATS[p.venue];
}

/** Occupancy in percent, rounded to one decimal (integer arithmetic avoids float crumbs). */
export function occupancy(sold: number, offered: number): number {
  return Math.round((sold * 1000) / offered) / 10;
}

export function productionOccupancy(p: Production): number {
  return occupancy(p.seatsSold, seatsOnOffer(p));
}

export type SeasonTotals = {
  performances: number;
  seatsSold: number;
  offered: number;
  occupancy: number;
  revenue: number;
};

export function seasonTotals(list: Production[]): SeasonTotals {
  const performances = list.reduce((sum, p) => sum + p.performances, 0);
  const seatsSold = list.reduce((sum, p) => sum + p.seatsSold, 0);
  const offered = list.reduce((sum, p) => sum + seatsOnOffer(p), 0);
  const revenue = list.reduce((sum, p) => sum + p.revenue, 0);
  return { performances, seatsSold, offered, occupancy: occupancy(seatsSold, offered), revenue };
}

export function byOccupancy(list: Production[]): Production[] {
  return [...list].sort((a, b) => b.seatsSold / seatsOnOffer(b) - a.seatsSold / seatsOnOffer(a));
}

/** Average ticket price in pounds: revenue over seats sold. */
export function averagePrice(revenue: number, seatsSold: number): number {
  return revenue / seatsSold;
}

export const OCCUPANCY_TARGET = 70;

/** Strictly under 70%: a production at exactly 70.0% is not below. */
export function isBelowTarget(p: Production): boolean {
  return productionOccupancy(p) < OCCUPANCY_TARGET;
}

export function countBelowTarget(list: Production[]): number {
  return list.filter(isBelowTarget).length;
}
