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

/** Goal time (h:mm:ss, or m:ss / mm:ss under an hour) in seconds, or null when not accepted. */
export function parseGoalTime(raw: string): number | null {
  const text = raw.trim();
  let seconds: number;
  const long = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/.exec(text);
  const short = /^([0-5]?\d):([0-5]\d)$/.exec(text);
  if (long) {
    seconds = Number(long[1]) * 3600 + Number(long[2]) * 60 + Number(long[3]);
  } else if (short) {
    seconds = Number(short[1]) * 60 + Number(short[2]);
  } else {
    return null;
  }
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

/** Minutes between gels: "empty", a whole number from 10 to 90, or "invalid". */
export function parseFuelEvery(raw: string): number | "empty" | "invalid" {
  const text = raw.trim();
  if (text === "") return "empty";
  if (!/^\d+$/.test(text)) return "invalid";
  const n = Number(text);
  return n >= 10 && n <= 90 ? n : "invalid";
}

/** Fuel stops every `minutes` after the start, each earlier than the goal time. */
export function fuelStops(goalSeconds: number, minutes: number): number[] {
  const stops: number[] = [];
  for (let t = minutes * 60; t < goalSeconds; t += minutes * 60) stops.push(t);
  return stops;
}

/** Each stop goes to the first row whose shown time is at or after it. */
export function assignFuel(rows: Split[], stops: number[]): number[][] {
  const cells: number[][] = rows.map(() => []);
  for (const stop of stops) {
    const index = rows.findIndex((row) => row.seconds >= stop);
    if (index >= 0) cells[index].push(stop);
  }
  return cells;
}

export type PredictChoice = "5 km" | "10 km" | "Half marathon" | "Marathon";

export const PREDICT_CHOICES: PredictChoice[] = ["5 km", "10 km", "Half marathon", "Marathon"];

/** Riegel's formula: goal × (predicted ÷ race distance)^1.06, unrounded seconds. */
export function riegel(goalSeconds: number, raceKm: number, predictKm: number): number {
  return goalSeconds * Math.pow(predictKm / raceKm, 1.06);
}
