export interface Screen {
  name: string;
  seats: number;
  screenings: number;
  admissions: number;
  /** November box office takings, in pence. */
  takingsPence: number;
  /** October admissions, for the month-on-month change. */
  octoberAdmissions: number;
}

// Orchard includes the complimentary tickets the box office added in its correction.
export const SCREENS: Screen[] = [
  { name: "Grand", seats: 250, screenings: 120, admissions: 12000, takingsPence: 9841250, octoberAdmissions: 11412 },
  { name: "Circle", seats: 180, screenings: 124, admissions: 10146, takingsPence: 7986140, octoberAdmissions: 10530 },
  { name: "Orchard", seats: 120, screenings: 136, admissions: 6981, takingsPence: 4728375, octoberAdmissions: 5960 },
  { name: "Studio", seats: 72, screenings: 148, admissions: 3837, takingsPence: 3104025, octoberAdmissions: 3837 },
  { name: "Snug", seats: 38, screenings: 96, admissions: 1916, takingsPence: 1751200, octoberAdmissions: 2004 },
];
