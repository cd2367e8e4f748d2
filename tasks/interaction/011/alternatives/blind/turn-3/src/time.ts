const TIME_PATTERN = /^(\d{1,2}):(\d{2})$/;

/** Parses a 24-hour "HH:MM" time into minutes after midnight, or null. */
export function parseTime(text: string): number | null {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

export function formatTime(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

export function formatRange(start: number, end: number): string {
  return `${formatTime(start)}–${formatTime(end)}`;
}

/** "1 h 05 min": whole hours, then minutes always as two digits. */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${pad2(minutes % 60)} min`;
}
