export interface Screen {
  name: string;
  seats: number;
  screenings: number;
  admissions: number;
  /** November box office takings, in pence. */
  takingsPence: number;
}

export const SCREENS: Screen[] = [
  { name: "Grand", seats: 250, screenings: 120, admissions: 12000, takingsPence: 9841250 },
  { name: "Circle", seats: 180, screenings: 124, admissions: 10146, takingsPence: 7986140 },
  { name: "Orchard", seats: 120, screenings: 136, admissions: 6389, takingsPence: 4728375 },
  { name: "Studio", seats: 72, screenings: 148, admissions: 3837, takingsPence: 3104025 },
  { name: "Snug", seats: 38, screenings: 96, admissions: 1916, takingsPence: 1751200 },
];
