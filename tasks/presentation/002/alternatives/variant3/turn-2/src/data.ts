// Door-counter visits at the Riverside branch, main entrance.
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June'];

export interface YearSeries {
  year: number;
  legend: string;
  visits: number[];
}

export const THIS_YEAR: YearSeries = {
  year: 2025,
  legend: '2025 (this year)',
  visits: [9840, 10215, 12400, 11730, 12960, 10080],
};

export const LAST_YEAR: YearSeries = {
  year: 2024,
  legend: '2024 (last year)',
  visits: [9120, 9870, 11050, 11940, 12300, 9650],
};
