// Pure helpers for the purchasing figures.

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function isoDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function daysFromToday(days: number, today: Date = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

export function dayOnly(value: string): string {
  return value.slice(0, 10);
}
