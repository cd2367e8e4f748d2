const HOUR_MS = 60 * 60 * 1000;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** Parse a system timestamp (ISO 8601, UTC or with an offset) into epoch milliseconds. */
export function parseStamp(value: string | null | undefined): number | null {
  if (!value) return null;
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

/** Epoch milliseconds written like "2026-04-10 09:00" in UTC. */
export function formatStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A system timestamp written like "2026-04-10 09:00" (UTC). */
export function showStamp(value: string | null | undefined): string {
  const ms = parseStamp(value);
  return ms === null ? value ?? "" : formatStamp(ms);
}

/** Whole hours from one instant to another, rounded down, never below 0. */
export function wholeHours(fromMs: number, toMs: number): number {
  return Math.max(0, Math.floor((toMs - fromMs) / HOUR_MS));
}

/** "18 h" under a day, "3 d 23 h" from a day on. */
export function formatSpan(hours: number): string {
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
