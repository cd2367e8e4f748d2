export type MonthRow = {
  month: string;
  visits2025: number;
};

export const MONTHS: MonthRow[] = [
  { month: "January", visits2025: 9840 },
  { month: "February", visits2025: 10215 },
  { month: "March", visits2025: 12400 },
  { month: "April", visits2025: 11730 },
  { month: "May", visits2025: 12960 },
  { month: "June", visits2025: 10080 },
];
