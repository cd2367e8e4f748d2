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
