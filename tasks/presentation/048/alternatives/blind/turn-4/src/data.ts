export const SEATS_PER_PERFORMANCE = 120;

export type Show = {
  title: string;
  performances: number;
  school: number;
  public: number;
};

export const SHOWS: Show[] = [
  { title: "Comets and the Kuiper Belt", performances: 30, school: 1187, public: 1787 }, // November corrected: 861, not 168
  { title: "Journey to the Ice Giants", performances: 52, school: 2310, public: 3412 },
  { title: "Life of a Star", performances: 44, school: 2866, public: 1508 },
  { title: "Northern Lights Explained", performances: 36, school: 1380, public: 1380 },
  { title: "The Sky Tonight", performances: 40, school: 402, public: 3705 },
];

export type Month = {
  month: string;
  school: number;
  public: number;
};

/** September to December 2026, in calendar order. */
export const MONTHS: Month[] = [
  { month: "September", school: 1620, public: 2310 },
  { month: "October", school: 2905, public: 2488 },
  { month: "November", school: 2744, public: 3253 },
  { month: "December", school: 876, public: 3741 },
];
