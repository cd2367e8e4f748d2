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

export function resultFor(c: Climb): string {
  if (!c.sent) return "Not sent";
  return "Sent";
}
