import type { Airline } from "./data";
import { percentOf } from "./format";

export function byPassengersDesc(list: Airline[]): Airline[] {
  return [...list].sort((a, b) => b.passengers - a.passengers);
}

export function loadFactor(a: { passengers: number; seats: number }): number {
  return percentOf(a.passengers, a.seats);
}

export function totals(list: Airline[]) {
  return list.reduce(
    (acc, a) => ({
      passengers: acc.passengers + a.passengers,
      flights: acc.flights + a.flights,
      seats: acc.seats + a.seats,
    }),
    { passengers: 0, flights: 0, seats: 0 }
  );
}
