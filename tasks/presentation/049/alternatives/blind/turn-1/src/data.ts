export type MonthLaunches = {
  month: string;
  launches: number;
  /** Launches within 10 minutes of the pagers sounding. */
  onTarget: number;
};

/** April to September 2026, in calendar order. */
export const MONTHS: MonthLaunches[] = [
  { month: "April", launches: 9, onTarget: 8 },
  { month: "May", launches: 14, onTarget: 13 },
  { month: "June", launches: 21, onTarget: 18 },
  { month: "July", launches: 26, onTarget: 22 },
  { month: "August", launches: 24, onTarget: 23 },
  { month: "September", launches: 10, onTarget: 9 },
];
