export const MIN_LENGTH = 30;
export const MAX_LENGTH = 15 * 60;

/** Parses "m:ss" or "mm:ss" into seconds; null when the text is not in that form. */
export function parseLength(text: string): number | null {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Writes seconds as m:ss, or h:mm:ss from one hour on. */
export function formatTime(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours}:${pad2(minutes)}:${pad2(seconds)}`;
  return `${minutes}:${pad2(seconds)}`;
}
