import { Year, YEARS } from "./entrants";
import { Heat } from "./heats";

export interface Race {
  year: Year;
  heatNumber: number;
  heat: Heat;
  start: number;
}

/** Minutes after midnight from "hh:mm" (spaces at either end ignored), or null. */
export function parseClock(text: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? parseInt(m[1], 10) * 60 + parseInt(m[2], 10) : null;
}

export function parseGap(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = parseInt(t, 10);
  return n >= 1 && n <= 30 ? n : null;
}

export function formatClock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

export function buildRaces(heatsFor: (year: Year) => Heat[], first: number, gap: number): Race[] {
  const races: Race[] = [];
  for (const year of YEARS) {
    heatsFor(year).forEach((heat, i) => {
      if (heat.some((id) => id !== null)) {
        races.push({ year, heatNumber: i + 1, heat, start: first + races.length * gap });
      }
    });
  }
  return races;
}
