export type MonthFigures = {
  month: string;
  sessions: number;
  donations: number;
};

// Mobile donor sessions and donations per month, January to June 2026.
export const monthlyFigures: MonthFigures[] = [
  { month: 'January', sessions: 52, donations: 1583 },
  { month: 'February', sessions: 48, donations: 1472 },
  { month: 'March', sessions: 60, donations: 1800 }, // duplicate Pellow Town Hall session removed
  { month: 'April', sessions: 55, donations: 1664 },
  { month: 'May', sessions: 58, donations: 1757 },
  { month: 'June', sessions: 54, donations: 1802 },
];

export function perSession(donations: number, sessions: number): number {
  return donations / sessions;
}

export function halfYearTotals(months: MonthFigures[]) {
  const sessions = months.reduce((sum, m) => sum + m.sessions, 0);
  const donations = months.reduce((sum, m) => sum + m.donations, 0);
  return { sessions, donations };
}

export function busiestMonth(months: MonthFigures[]): MonthFigures {
  return months.reduce((best, m) => (m.donations > best.donations ? m : best));
}
