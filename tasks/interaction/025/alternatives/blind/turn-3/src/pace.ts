export type DistanceChoice = "5 km" | "10 km" | "Half marathon" | "Marathon" | "Custom";

export const DISTANCE_CHOICES: DistanceChoice[] = ["5 km", "10 km", "Half marathon", "Marathon", "Custom"];

export const FIXED_KM: Record<Exclude<DistanceChoice, "Custom">, number> = {
  "5 km": 5,
  "10 km": 10,
  "Half marathon": 21.0975,
  Marathon: 42.195,
};

/** Nearest whole number, half rounding up (a tiny epsilon absorbs binary float error). */
export function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5 + 1e-9);
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Whole seconds as h:mm:ss with no leading zero on the hours. */
export function formatClock(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `${h}:${pad2(m)}:${pad2(s)}`;
}

/** Seconds per unit as m:ss (minutes unpadded, may exceed 59). */
export function formatPace(secondsPerUnit: number): string {
  const whole = roundHalfUp(secondsPerUnit);
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return `${m}:${pad2(s)}`;
}

/** Goal time in seconds, or null when it is not accepted. */
export function parseGoalTime(raw: string): number | null {
  const match = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/.exec(raw.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  return seconds > 0 ? seconds : null;
}

/** Custom distance in km, or null when it is not accepted. */
export function parseCustomKm(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const km = Number(text);
  return km >= 1 && km <= 100 ? km : null;
}

export type Split = { label: string; seconds: number };

/** Rows for every whole unit less than the distance, then Finish at the goal time. */
export function evenSplits(goalSeconds: number, distance: number): Split[] {
  const rows: Split[] = [];
  for (let d = 1; d < distance - 1e-9; d++) {
    rows.push({ label: String(d), seconds: roundHalfUp((goalSeconds * d) / distance) });
  }
  rows.push({ label: "Finish", seconds: goalSeconds });
  return rows;
}

export type Unit = "km" | "mi";

export const KM_PER_MILE = 1.609344;

export function toUnit(km: number, unit: Unit): number {
  return unit === "km" ? km : km / KM_PER_MILE;
}

/** Two decimals, half a hundredth rounding up. */
export function formatDistance(value: number): string {
  return (roundHalfUp(value * 100) / 100).toFixed(2);
}

/** Seconds faster for the second half, or null when not a whole number from 0 to 600. */
export function parseSecondsFaster(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n <= 600 ? n : null;
}

/**
 * Splits for a plan where the second half is `faster` seconds quicker than the first
 * (faster = 0 gives an even plan). `distance` and the row points are in the same unit.
 */
export function planSplits(goalSeconds: number, faster: number, distance: number): Split[] {
  const half = distance / 2;
  const rows: Split[] = [];
  for (let d = 1; d < distance - 1e-9; d++) {
    const exact =
      d <= half
        ? ((goalSeconds + faster) * d) / distance
        : (goalSeconds + faster) / 2 + ((goalSeconds - faster) * (d - half)) / distance;
    rows.push({ label: String(d), seconds: roundHalfUp(exact) });
  }
  rows.push({ label: "Finish", seconds: goalSeconds });
  return rows;
}
