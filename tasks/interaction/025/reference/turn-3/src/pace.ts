// Pure race-pace arithmetic. All times are in seconds and kept unrounded until shown.

export const MILE_KM = 1.609344;

export type DistanceKey = "5" | "10" | "half" | "marathon" | "custom";

export const DISTANCES: { key: DistanceKey; label: string; km: number }[] = [
  { key: "5", label: "5 km", km: 5 },
  { key: "10", label: "10 km", km: 10 },
  { key: "half", label: "Half marathon", km: 21.0975 },
  { key: "marathon", label: "Marathon", km: 42.195 },
  { key: "custom", label: "Custom", km: 0 },
];

export type Unit = "km" | "mi";

// Nearest whole number, half rounding up. The tiny nudge keeps exact halves that floating point
// stores a hair below .5 (4219.4999999 for 42.195 × 100) rounding up as the arithmetic says.
export function roundHalfUp(x: number): number {
  return Math.floor(x + 0.5 + 1e-7);
}

export function hundredths(x: number): string {
  return (roundHalfUp(x * 100) / 100).toFixed(2);
}

// "m:ss" (minutes may go above 59), from unrounded seconds.
export function formatPace(seconds: number): string {
  const s = roundHalfUp(seconds);
  const m = Math.floor(s / 60);
  const r = s % 60;
  return `${m}:${String(r).padStart(2, "0")}`;
}

// "h:mm:ss" from already whole seconds.
export function formatClock(wholeSeconds: number): string {
  const h = Math.floor(wholeSeconds / 3600);
  const m = Math.floor((wholeSeconds % 3600) / 60);
  const s = wholeSeconds % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

// Goal time in seconds, or null when it is not accepted.
export function parseGoal(text: string, allowShort: boolean): number | null {
  const t = text.trim();
  let m = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/.exec(t);
  let total: number | null = null;
  if (m) {
    total = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
  } else if (allowShort) {
    m = /^([0-5]?\d):([0-5]\d)$/.exec(t);
    if (m) total = Number(m[1]) * 60 + Number(m[2]);
  }
  if (total === null || total <= 0) return null;
  return total;
}

// Custom distance in km: a number from 1 to 100 with at most two decimals.
export function parseCustomKm(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const v = Number(t);
  if (!(v >= 1 && v <= 100)) return null;
  return v;
}

// A whole number from lo to hi, or null.
export function parseWhole(text: string, lo: number, hi: number): number | null {
  const t = text.trim();
  if (t === "") return null;
  const v = Number(t);
  if (!Number.isFinite(v) || !Number.isInteger(v) || v < lo || v > hi) return null;
  return v;
}

export function toUnit(km: number, unit: Unit): number {
  return unit === "km" ? km : km / MILE_KM;
}

export type Split = { label: string; seconds: number; fuel: number[] };

// Time (unrounded seconds) at d units from the start of a race of `distance` units run in `goal`
// seconds, the second half `faster` seconds quicker than the first (0 = even pace).
export function timeAt(d: number, distance: number, goal: number, faster: number): number {
  const half = distance / 2;
  if (d <= half) return ((goal + faster) * d) / distance;
  return (goal + faster) / 2 + ((goal - faster) * (d - half)) / distance;
}

// One row per whole unit less than the distance, then "Finish" at the goal time. Shown times are
// whole seconds. With `fuelMinutes`, each fuel stop (every fuelMinutes, earlier than the goal)
// goes to the first row whose shown time is at or after it.
export function splits(distance: number, goal: number, faster: number, fuelMinutes: number | null): Split[] {
  const rows: Split[] = [];
  for (let k = 1; k < distance; k++) {
    rows.push({ label: String(k), seconds: roundHalfUp(timeAt(k, distance, goal, faster)), fuel: [] });
  }
  rows.push({ label: "Finish", seconds: goal, fuel: [] });
  if (fuelMinutes !== null) {
    for (const stop of fuelStops(goal, fuelMinutes)) {
      const row = rows.find((r) => r.seconds >= stop);
      if (row) row.fuel.push(stop);
    }
  }
  return rows;
}

export function fuelStops(goal: number, fuelMinutes: number): number[] {
  const out: number[] = [];
  for (let t = fuelMinutes * 60; t < goal; t += fuelMinutes * 60) out.push(t);
  return out;
}

// Riegel: T2 = T1 × (D2 / D1)^1.06, unrounded seconds.
export function riegel(goal: number, raceKm: number, targetKm: number): number {
  return goal * Math.pow(targetKm / raceKm, 1.06);
}
