/** Parses "4m 12s" into seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)m (\d{2})s$/.exec(text);
  if (!match) throw new Error(`Unexpected duration: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Writes seconds as minutes and two-digit seconds, e.g. 65 -> "1m 05s". */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
}

export function sumSeconds(values: number[]): number {
  return values.reduce((acc, v) => acc + v, 0);
}

/** Share of `part` in `total` as a percentage with one decimal, e.g. "36.0%". */
export function shareOf(part: number, total: number): string {
  const pct = Math.round((part / total) * 1000) / 10;
  return `${pct.toFixed(1)}%`;
}
