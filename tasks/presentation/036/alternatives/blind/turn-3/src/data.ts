export const SESSIONS_IN_TERM = 140;

/** The school's attendance target, in tenths of a percent (96.0%). */
export const TARGET_TENTHS = 960;

export interface YearGroup {
  name: string;
  pupils: number;
  missed: number;
  /** Pupils whose own attendance was below 90%. */
  persistent: number;
}

/** In school order. */
export const YEAR_GROUPS: YearGroup[] = [
  { name: "Reception", pupils: 28, missed: 201, persistent: 3 },
  { name: "Year 1", pupils: 30, missed: 168, persistent: 2 },
  { name: "Year 2", pupils: 29, missed: 190, persistent: 2 },
  { name: "Year 3", pupils: 30, missed: 244, persistent: 4 },
  { name: "Year 4", pupils: 27, missed: 131, persistent: 1 },
  { name: "Year 5", pupils: 30, missed: 178, persistent: 2 },
  { name: "Year 6", pupils: 26, missed: 120, persistent: 0 },
];
