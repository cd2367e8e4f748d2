import type { Airline } from "./data";
import { percentOf } from "./format";

export type Rating = "Good" | "Fair" | "Poor";

export const RATINGS: Rating[] = ["Good", "Fair", "Poor"];

export function byPassengersDesc(list: Airline[]): Airline[] {
  return [...list].sort((a, b) => b.passengers - a.passengers);
}

export function loadFactor(a: { passengers: number; seats: number }): number {
  return percentOf(a.passengers, a.seats);
}

export function onTimeRate(a: { onTime: number; flights: number }): number {
  return percentOf(a.onTime, a.flights);
}

/** Good at 85.0% or more, Fair from 70.0% up to under 85.0%, Poor under 70.0%. */
export function rating(percent: number): Rating {
  if (percent >= 85) return "Good";
  if (percent >= 70) return "Fair";
  return "Poor";
}

export function totals(list: Airline[]) {
  return list.reduce(
    (acc, a) => ({
      passengers: acc.passengers + a.passengers,
      flights: acc.flights + a.flights,
      seats: acc.seats + a.seats,
      onTime: acc.onTime + a.onTime,
    }),
    { passengers: 0, flights: 0, seats: 0, onTime: 0 }
  );
}
