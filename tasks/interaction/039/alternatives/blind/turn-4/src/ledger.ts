export const ALLOWANCE = 30;
export const LOW_BALANCE = 5;
export const OVERNIGHT_POINTS = 25;
export const START_HOURS = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22];

export interface Sit {
  no: number;
  sitter: string;
  satFor: string;
  start: number;
  hours: number;
  points: number;
  cancelled: boolean;
}

export function hourLabel(h: number): string {
  return `${String(h).padStart(2, "0")}:00`;
}

export function pointsText(n: number): string {
  return n === 1 ? `${n} point` : `${n} points`;
}

export function hoursText(n: number): string {
  return n === 1 ? `${n} hour` : `${n} hours`;
}

export function familiesText(n: number): string {
  return n === 1 ? `${n} family` : `${n} families`;
}

export function sitPoints(start: number, hours: number): number {
  if (start + hours > 24) return OVERNIGHT_POINTS;
  let total = 0;
  for (let h = start; h < start + hours; h++) {
    total += h < 19 ? 2 : 3;
  }
  return total;
}

export function parseHours(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= 8 ? n : null;
}

export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

export function balanceOf(family: string, sits: Sit[]): number {
  let balance = ALLOWANCE;
  for (const s of sits) {
    if (s.cancelled) continue;
    if (s.sitter === family) balance += s.points;
    if (s.satFor === family) balance -= s.points;
  }
  return balance;
}

export function sitLine(s: Sit): string {
  let line = `Sit ${s.no}: ${s.sitter} sat for ${s.satFor}, ${hourLabel(s.start)} for ${hoursText(s.hours)}, ${pointsText(s.points)}`;
  if (s.cancelled) line += " (cancelled)";
  return line;
}
