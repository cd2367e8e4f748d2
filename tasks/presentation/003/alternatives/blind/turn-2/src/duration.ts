/** Parse "2m 14s" into seconds. */
export function toSeconds(text: string): number {
  const match = /^(\d+)m (\d{2})s$/.exec(text.trim());
  if (!match) throw new Error(`bad duration: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Seconds as minutes and two-digit seconds: 65 -> "1m 05s". */
export function formatDuration(totalSeconds: number): string {
  const secs = Math.round(totalSeconds);
  const minutes = Math.floor(secs / 60);
  const rest = secs % 60;
  return `${minutes}m ${String(rest).padStart(2, "0")}s`;
}
