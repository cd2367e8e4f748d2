export type DayOption = { date: string; label: string };

export const DAYS: DayOption[] = [
  { date: "2026-03-02", label: "Mon 2 Mar" },
  { date: "2026-03-03", label: "Tue 3 Mar" },
  { date: "2026-03-04", label: "Wed 4 Mar" },
  { date: "2026-03-05", label: "Thu 5 Mar" },
  { date: "2026-03-06", label: "Fri 6 Mar" },
];

export const START_TIMES: string[] = Array.from({ length: 10 }, (_, i) => `${String(8 + i).padStart(2, "0")}:00`);

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function formatDay(date: string): string {
  const known = DAYS.find((d) => d.date === date);
  if (known) return known.label;
  const [y, m, d] = date.split("-").map(Number);
  const when = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAYS[when.getUTCDay()]} ${d} ${MONTHS[m - 1]}`;
}

export function toMinutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

export function fromMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function timeRange(start: string, end: string): string {
  return `${start}–${end}`;
}

export const CLOSING = "18:00";

/** Earliest start later than seriesStart from which every slot of the length is free, ending by 18:00. */
export function earliestLaterStart(slots: { start: string }[], slotMinutes: number, seriesStart: string, hours: number): string | null {
  const step = slotMinutes > 0 ? slotMinutes : 60;
  const free = new Set(slots.map((s) => toMinutes(s.start)));
  const length = hours * 60;
  const after = toMinutes(seriesStart);
  const closing = toMinutes(CLOSING);
  const candidates = [...free].filter((m) => m > after).sort((a, b) => a - b);
  for (const candidate of candidates) {
    if (candidate + length > closing) continue;
    let whole = true;
    for (let t = candidate; t < candidate + length; t += step) {
      if (!free.has(t)) {
        whole = false;
        break;
      }
    }
    if (whole) return fromMinutes(candidate);
  }
  return null;
}
