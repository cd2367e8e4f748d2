export interface Member {
  name: string;
  /** Season distance in tenths of a kilometre (182.4 km -> 1824), so sums stay exact. */
  distanceTenths: number;
  runs: number;
  /** Moving time as synced from the watch, h:mm:ss. */
  movingTime: string;
}

export const MEMBERS: Member[] = [
  { name: "Dana Whitfield", distanceTenths: 1824, runs: 23, movingTime: "15:54:34" },
  { name: "Owen Gallagher", distanceTenths: 1783, runs: 22, movingTime: "14:57:27" },
  { name: "Priya Raman", distanceTenths: 1769, runs: 24, movingTime: "16:15:54" },
  { name: "Mei Chen", distanceTenths: 1512, runs: 19, movingTime: "15:19:48" },
  { name: "Tom Reyes", distanceTenths: 1398, runs: 18, movingTime: "13:30:50" },
  { name: "Ruth Adeyemi", distanceTenths: 1215, runs: 16, movingTime: "12:53:33" },
];

export function formatKm(tenths: number): string {
  return `${(tenths / 10).toFixed(1)} km`;
}

export interface RankedMember extends Member {
  rank: number;
}

export function leaderboard(members: Member[]): RankedMember[] {
  return [...members]
    .sort((a, b) => b.distanceTenths - a.distanceTenths)
    .map((m, index) => ({ ...m, rank: index + 1 }));
}

/** Whole-club distance for weeks 1-8, in tenths of a kilometre. */
export const WEEKLY_TENTHS: number[] = [986, 1042, 1127, 1215, 1189, 1423, 1360, 1159];

/** The week (1-based) with the largest club distance; the earlier week wins a tie. */
export function busiestWeek(weeks: number[]): { week: number; tenths: number } {
  let best = 0;
  weeks.forEach((t, i) => {
    if (t > weeks[best]) best = i;
  });
  return { week: best + 1, tenths: weeks[best] };
}

export function toSeconds(hms: string): number {
  const [h, m, sec] = hms.split(":").map(Number);
  return h * 3600 + m * 60 + sec;
}

/** Seconds per kilometre (unrounded): moving time divided by distance. */
export function paceSeconds(m: Member): number {
  return (toSeconds(m.movingTime) * 10) / m.distanceTenths;
}

/** 302.002 -> "5:02 /km" (rounded to the nearest whole second first). */
export function formatPace(secondsPerKm: number): string {
  const whole = Math.round(secondsPerKm);
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")} /km`;
}

export function fastestRunner(members: Member[]): Member | undefined {
  return members.reduce<Member | undefined>(
    (best, m) => (best === undefined || paceSeconds(m) < paceSeconds(best) ? m : best),
    undefined,
  );
}
