const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function money(amount: number): string {
  return usd.format(amount);
}

/** 150 -> "2 h 30 min", 120 -> "2 h", 45 -> "45 min". */
export function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  if (rest === 0) return `${hours} h`;
  return `${hours} h ${rest} min`;
}

function toDate(stamp: string): Date {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(stamp.trim());
  return new Date(hasZone ? stamp.trim() : `${stamp.trim()}Z`);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-04-11" in UTC. */
export function utcDate(stamp: string): string {
  const d = toDate(stamp);
  if (Number.isNaN(d.getTime())) return stamp.slice(0, 10);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** "08:14" in UTC. */
export function utcTime(stamp: string): string {
  const d = toDate(stamp);
  if (Number.isNaN(d.getTime())) return stamp.slice(11, 16);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** "2026-04-11 11:45" in UTC. */
export function utcDateTime(stamp: string): string {
  return `${utcDate(stamp)} ${utcTime(stamp)}`;
}
