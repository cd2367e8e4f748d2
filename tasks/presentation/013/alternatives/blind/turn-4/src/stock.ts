export const TARGET_DAYS = 6;

export type StockFigures = {
  group: string;
  units: number;
  dailyIssue: number;
};

// Units in stock today and average units issued per day, by blood group.
export const stockFigures: StockFigures[] = [
  { group: 'O+', units: 1392, dailyIssue: 214 },
  { group: 'A+', units: 1030, dailyIssue: 166 },
  { group: 'B+', units: 261, dailyIssue: 45 },
  { group: 'O-', units: 212, dailyIssue: 38 },
  { group: 'A-', units: 171, dailyIssue: 30 }, // recounted
  { group: 'AB+', units: 96, dailyIssue: 14 },
  { group: 'B-', units: 60, dailyIssue: 11 },
  { group: 'AB-', units: 41, dailyIssue: 6 },
];

export function stockDays(s: StockFigures): number {
  return s.units / s.dailyIssue;
}

export function isBelowTarget(s: StockFigures): boolean {
  return stockDays(s) < TARGET_DAYS;
}

/** Stock rows in the same order as the given list of blood groups. */
export function inGroupOrder(stock: StockFigures[], order: string[]): StockFigures[] {
  return order
    .map((group) => stock.find((s) => s.group === group))
    .filter((s): s is StockFigures => s !== undefined);
}
