// Season data as synced from the members' watches.

export type Member = { name: string; km: number; runs: number; moving: string };

export const members: Member[] = [
  { name: 'Dana Whitfield', km: 182.4, runs: 23, moving: '15:54:34' },
  { name: 'Owen Gallagher', km: 178.3, runs: 22, moving: '14:57:27' },
  { name: 'Priya Raman', km: 176.9, runs: 24, moving: '16:15:54' },
  { name: 'Mei Chen', km: 151.2, runs: 19, moving: '15:19:48' },
  { name: 'Tom Reyes', km: 139.8, runs: 18, moving: '13:30:50' },
  { name: 'Ruth Adeyemi', km: 121.5, runs: 16, moving: '12:53:33' },
];

export const weeks: { week: number; km: number }[] = [98.6, 104.2, 112.7, 121.5, 118.9, 142.3, 136.0, 115.9].map(
  (km, i) => ({ week: i + 1, km }),
);

const tenths = (km: number) => Math.round(km * 10);

export function km(value: number): string {
  return `${value.toFixed(1)} km`;
}

export function seconds(hms: string): number {
  const [h, m, s] = hms.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

/** Seconds per kilometre, unrounded. */
export function paceOf(member: Member): number {
  return seconds(member.moving) / member.km;
}

export function pace(secPerKm: number): string {
  const total = Math.round(secPerKm);
  const min = Math.floor(total / 60);
  const sec = total % 60;
  return `${min}:${String(sec).padStart(2, '0')} /km`;
}

export const clubTotal = members.reduce((sum, m) => sum + tenths(m.km), 0) / 10;
