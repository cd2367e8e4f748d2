import { SEATS_PER_PERFORMANCE, type Show } from "./data";

export function total(show: Pick<Show, "school" | "public">): number {
  return show.school + show.public;
}

export function seatsOffered(show: Pick<Show, "performances">): number {
  return show.performances * SEATS_PER_PERFORMANCE;
}

export function byTotalDesc(shows: Show[]): Show[] {
  return [...shows].sort((a, b) => total(b) - total(a));
}

export function allShows(shows: Show[]): Show {
  return {
    title: "All shows",
    performances: shows.reduce((sum, s) => sum + s.performances, 0),
    school: shows.reduce((sum, s) => sum + s.school, 0),
    public: shows.reduce((sum, s) => sum + s.public, 0),
  };
}

export type Audience = "Mostly schools" | "Mostly public" | "Even";

/** Judged on the school share as shown, to one decimal: exactly 50.0% is Even. */
export function audience(show: Pick<Show, "school" | "public">): Audience {
  const tenths = Math.round((show.school / total(show)) * 1000);
  if (tenths > 500) return "Mostly schools";
  if (tenths < 500) return "Mostly public";
  return "Even";
}
