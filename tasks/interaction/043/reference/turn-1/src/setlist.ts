// Song lengths and running times, all kept as whole seconds.
export const KEYS = ["C", "D", "E", "F", "G", "A", "Bb", "Am", "Em"];
export const SHORTEST = 30;
export const LONGEST = 15 * 60;

/** "3:45" or "04:05" -> seconds; null when the text is not m:ss or falls outside 0:30-15:00. */
export function parseLength(raw: string): number | null {
  const m = /^(\d{1,2}):([0-5]\d)$/.exec(raw.trim());
  if (!m) return null;
  const secs = Number(m[1]) * 60 + Number(m[2]);
  if (secs < SHORTEST || secs > LONGEST) return null;
  return secs;
}

const two = (n: number) => String(n).padStart(2, "0");

/** A song's length: minutes without a leading zero, then two-digit seconds. */
export function formatLength(secs: number): string {
  return `${Math.floor(secs / 60)}:${two(secs % 60)}`;
}

/** A running time: m:ss below an hour, h:mm:ss from one hour on. */
export function formatRunning(secs: number): string {
  if (secs < 3600) return formatLength(secs);
  const h = Math.floor(secs / 3600);
  const m = Math.floor((secs % 3600) / 60);
  return `${h}:${two(m)}:${two(secs % 60)}`;
}
