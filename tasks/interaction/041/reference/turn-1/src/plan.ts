export const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

export type ZoneType = "Lawn" | "Beds" | "Drip";
export const TYPES: ZoneType[] = ["Lawn", "Beds", "Drip"];


export interface Zone {
  id: number;
  name: string;
  type: ZoneType;
  minutes: number;
  days: boolean[];
}

export const NAME_MESSAGE = "Zone names must be 2 to 20 characters";
export const MINUTES_MESSAGE = "Run minutes must be a whole number from 1 to 90";
export const DAYS_MESSAGE = "Tick at least one day";

export function duplicateMessage(name: string): string {
  return `There is already a zone called ${name}`;
}

export function parseWhole(text: string, min: number, max: number): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  if (n < min || n > max) return null;
  return n;
}

export function zoneLine(z: Zone): string {
  const days = DAYS.filter((_, i) => z.days[i]).join(" ");
  return `${z.name}: ${z.type}, ${z.minutes} min, ${days}`;
}
