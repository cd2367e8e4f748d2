import type { Climb } from "./types";

export function isFlash(climb: Climb): boolean {
  return climb.sent && climb.attempts === 1;
}

export function climbPoints(climb: Climb): number {
  if (!climb.sent) return 0;
  const base = (climb.grade + 1) * 10;
  return isFlash(climb) ? base + 20 : base;
}

export function resultLabel(climb: Climb): string {
  if (!climb.sent) return "Not sent";
  return isFlash(climb) ? "Flash" : "Sent";
}

export function hardestSend(climbs: Climb[]): Climb | null {
  let best: Climb | null = null;
  for (const climb of climbs) {
    if (climb.sent && (best === null || climb.grade > best.grade)) best = climb;
  }
  return best;
}
