// Orrin Point Planetarium, autumn season September to December 2026. One dome, 120 seats.
export const SEATS_PER_PERFORMANCE = 120;

export interface Show {
  title: string;
  performances: number;
  school: number;
  public: number;
}

export const SHOWS: Show[] = [
  { title: "Comets and the Kuiper Belt", performances: 30, school: 1187, public: 1094 },
  { title: "Journey to the Ice Giants", performances: 52, school: 2310, public: 3412 },
  { title: "Life of a Star", performances: 44, school: 2866, public: 1508 },
  { title: "Northern Lights Explained", performances: 36, school: 1380, public: 1380 },
  { title: "The Sky Tonight", performances: 40, school: 402, public: 3705 },
];

export const total = (s: { school: number; public: number }) => s.school + s.public;
export const sum = <T,>(xs: T[], f: (x: T) => number) => xs.reduce((acc, x) => acc + f(x), 0);
