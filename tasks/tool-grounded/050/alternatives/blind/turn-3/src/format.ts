/** "in_progress" -> "in progress". */
export function spaced(value: string): string {
  return value.replace(/_/g, " ");
}

/** "2026-04-13T09:30:00Z" -> "2026-04-13 09:30" (UTC, no seconds). */
export function formatTime(iso: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(iso);
  if (m) return `${m[1]} ${m[2]}`;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toISOString().slice(0, 16).replace("T", " ");
}

export function timeMs(iso: string): number {
  return new Date(iso).getTime();
}

export function countWords(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
