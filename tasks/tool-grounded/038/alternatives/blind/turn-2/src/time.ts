const DAY_MS = 24 * 60 * 60 * 1000;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** Parse a helpdesk timestamp (ISO 8601, UTC or with an offset) into epoch milliseconds. */
export function parseStamp(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(value.trim());
  if (!m) return null;
  let ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  const zone = m[7];
  if (zone && zone.toUpperCase() !== "Z") {
    const sign = zone.startsWith("-") ? -1 : 1;
    const digits = zone.slice(1).replace(":", "");
    const offset = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4));
    ms -= sign * offset * 60 * 1000;
  }
  return ms;
}

/** Write epoch milliseconds as "2026-03-02 09:00" in UTC. */
export function formatStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A helpdesk timestamp written like "2026-03-02 09:00" (UTC). */
export function showStamp(value: string): string {
  const ms = parseStamp(value);
  return ms === null ? value : formatStamp(ms);
}

/** Read a desk time typed exactly as YYYY-MM-DD HH:MM; null when it is not a real date and time. */
export function parseDeskTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || day < 1) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute);
  const d = new Date(ms);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return ms;
}

/** Whole days from a helpdesk timestamp to the desk time, rounded down, never below 0. */
export function waitingDays(updatedAt: string, deskMs: number): number {
  const ms = parseStamp(updatedAt);
  if (ms === null) return 0;
  return Math.max(0, Math.floor((deskMs - ms) / DAY_MS));
}

export const START_DESK = "2026-03-02 09:00";
