export const GRADES = ["V0", "V1", "V2", "V3", "V4", "V5", "V6", "V7", "V8"];
export const FONT = ["4", "5", "5+", "6A", "6B", "6C", "7A", "7A+", "7B"];
export const MAX_ATTEMPTS = 99;

export type Climb = { id: number; name: string; grade: number; attempts: number; sent: boolean };

export const NAME_MESSAGE = "Give the problem a name of 1 to 30 characters";
export const ATTEMPTS_MESSAGE = "Attempts must be a whole number from 1 to 99";

export function parseAttempts(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= MAX_ATTEMPTS ? n : null;
}

export function isFlash(c: Climb): boolean {
  return c.sent && c.attempts === 1;
}

export function pointsFor(c: Climb): number {
  if (!c.sent) return 0;
  return (c.grade + 1) * 10 + (isFlash(c) ? 20 : 0);
}

export function resultFor(c: Climb): string {
  if (!c.sent) return "Not sent";
  if (isFlash(c)) return "Flash";
  return "Sent";
}

export function hardestSend(climbs: Climb[]): Climb | null {
  let best: Climb | null = null;
  for (const c of climbs) {
    if (c.sent && (best === null || c.grade > best.grade)) best = c;
  }
  return best;
}

export type PyramidLine = { grade: number; sends: number; topHeavy: boolean };

export function pyramid(climbs: Climb[]): PyramidLine[] {
  const counts = GRADES.map(() => 0);
  for (const c of climbs) if (c.sent) counts[c.grade] += 1;
  const lines: PyramidLine[] = [];
  for (let g = GRADES.length - 1; g >= 0; g -= 1) {
    if (counts[g] === 0) continue;
    lines.push({ grade: g, sends: counts[g], topHeavy: g > 0 && counts[g] > counts[g - 1] });
  }
  return lines;
}

export function newBests(climbs: Climb[]): Set<number> {
  const ids = new Set<number>();
  let top = -1;
  for (const c of climbs) {
    if (c.sent && c.grade > top) {
      ids.add(c.id);
      top = c.grade;
    }
  }
  return ids;
}

export const GOAL_MESSAGE = "Enter a goal from 1 to 5000 points";

export function goalLine(goalText: string, points: number): string | null {
  const t = goalText.trim();
  if (t === "") return null;
  if (!/^\d+$/.test(t)) return GOAL_MESSAGE;
  const goal = Number(t);
  if (goal < 1 || goal > 5000) return GOAL_MESSAGE;
  if (points >= goal) return `Goal reached: ${points} of ${goal} points`;
  const pct = Math.floor((points * 200 + goal) / (2 * goal));
  return `Goal: ${points} of ${goal} points (${pct}%)`;
}
