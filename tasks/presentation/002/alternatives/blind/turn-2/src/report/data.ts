export type MonthRow = {
  month: string;
  visits2025: number;
  visits2024: number;
};

export const MONTHS: MonthRow[] = [
  { month: "January", visits2025: 9840, visits2024: 9120 },
  { month: "February", visits2025: 10215, visits2024: 9870 },
  { month: "March", visits2025: 12400, visits2024: 11050 },
  { month: "April", visits2025: 11730, visits2024: 11940 },
  { month: "May", visits2025: 12960, visits2024: 12300 },
  { month: "June", visits2025: 10080, visits2024: 9650 },
];

export type YearKey = "visits2025" | "visits2024";

export type Series = {
  key: YearKey;
  year: number;
  legend: string;
  color: string;
  dash?: string;
  marker: "circle" | "square";
};

/** 2024 is drawn first so the current year sits on top. */
export const SERIES: Series[] = [
  { key: "visits2024", year: 2024, legend: "2024 (last year)", color: "#8a4baf", dash: "7 5", marker: "square" },
  { key: "visits2025", year: 2025, legend: "2025 (this year)", color: "#0b6e4f", marker: "circle" },
];
