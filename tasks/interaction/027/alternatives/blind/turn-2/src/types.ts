export type Year = 3 | 4 | 5 | 6;

export const YEARS: Year[] = [3, 4, 5, 6];

export interface Entrant {
  id: number;
  name: string;
  year: Year;
  /** best time in hundredths of a second */
  best: number;
}

export function yearLabel(year: Year): string {
  return `Year ${year}`;
}
