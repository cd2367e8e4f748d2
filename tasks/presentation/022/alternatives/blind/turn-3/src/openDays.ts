const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export type OpenDay = {
  month: number; // 1-12, 2026
  day: number;
  campus: string;
  registered: number;
  attended: number;
};

export const OPEN_DAYS: OpenDay[] = [
  { month: 3, day: 14, campus: "Northgate", registered: 1250, attended: 1000 },
  { month: 3, day: 28, campus: "Riverside", registered: 940, attended: 817 },
  { month: 4, day: 18, campus: "Northgate", registered: 1420, attended: 1093 },
  { month: 5, day: 9, campus: "Medical School", registered: 610, attended: 534 },
  { month: 6, day: 20, campus: "Riverside", registered: 1085, attended: 791 },
  { month: 7, day: 11, campus: "Northgate", registered: 1560, attended: 1229 },
];

/** "14 March" */
export function formatDate(d: OpenDay): string {
  return `${d.day} ${MONTH_NAMES[d.month - 1]}`;
}

/** Visitors attended as a percentage of visitors registered. */
export function attendance(d: OpenDay): number {
  return (d.attended / d.registered) * 100;
}

export function byAttendance(days: OpenDay[]): OpenDay[] {
  return [...days].sort((a, b) => attendance(a) - attendance(b));
}

/** Days below 80% attendance; a day at exactly 80.0% is not counted. */
export function daysBelow80(days: OpenDay[]): number {
  return days.filter((d) => d.attended * 5 < d.registered * 4).length;
}

export function totalAttended(days: OpenDay[]): number {
  return days.reduce((sum, d) => sum + d.attended, 0);
}
