/** Keep only the calendar date of an ISO value: "2026-03-12T00:00:00Z" -> "2026-03-12". */
export function isoDate(value: string): string {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return match ? match[0] : value;
}

export function countLabel(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

const numberFormat = new Intl.NumberFormat('en-US');

export function units(n: number): string {
  return numberFormat.format(n);
}
