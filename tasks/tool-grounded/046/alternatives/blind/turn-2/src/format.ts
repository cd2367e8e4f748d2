import type { LabourEntry, OrderDetail, Snapshot } from "./api";

/** Date (YYYY-MM-DD) and time (HH:MM) of a timestamp, in UTC. */
export function utcParts(ts: string): { date: string; time: string } {
  const text = (ts ?? "").trim();
  const literal = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})/.exec(text);
  const zone = /(Z|[+-]\d{2}:?\d{2})$/i.exec(text);
  if (literal && (!zone || /^(Z|[+-]00:?00)$/i.test(zone[1]))) {
    return { date: literal[1], time: `${literal[2]}:${literal[3]}` };
  }
  const parsed = new Date(text);
  if (Number.isNaN(parsed.getTime())) return { date: text.slice(0, 10), time: text.slice(11, 16) };
  const iso = parsed.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export function formatDue(ts: string): string {
  const p = utcParts(ts);
  return `${p.date} ${p.time}`;
}

function instant(ts: string): number {
  const p = utcParts(ts);
  const ms = Date.parse(`${p.date}T${p.time}:00Z`);
  const full = Date.parse(ts);
  return Number.isNaN(full) ? ms : full;
}

export function compareTimes(a: string, b: string): number {
  const ta = instant(a);
  const tb = instant(b);
  if (Number.isNaN(ta) || Number.isNaN(tb)) return a.localeCompare(b);
  return ta - tb;
}

export function byDue<T extends { due_at: string; id: string }>(list: T[]): T[] {
  return [...list].sort(
    (a, b) => compareTimes(a.due_at, b.due_at) || a.id.localeCompare(b.id, "en", { numeric: true }),
  );
}

/** Minutes as hours with two decimals, like "1.50 h". */
export function hours(minutes: number): string {
  return `${(minutes / 60).toFixed(2)} h`;
}

export function statusLabel(status: string): string {
  return status.replace(/_/g, " ");
}

/** Minutes for a valid quarter-hour entry from 0.25 to 4 hours, or null. */
export function parseHours(raw: string): number | null {
  const text = raw.trim();
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  const quarters = value * 4;
  if (Math.abs(quarters - Math.round(quarters)) > 1e-9) return null;
  const whole = Math.round(quarters);
  if (whole < 1 || whole > 16) return null;
  return whole * 15;
}

export type SheetEntry = LabourEntry & { orderId: string };

export type DaySheet = {
  entries: SheetEntry[];
  perOrder: { orderId: string; minutes: number }[];
  totalMinutes: number;
};

export function buildDaySheet(snapshot: Snapshot, techId: string): DaySheet {
  const today = utcParts(snapshot.asOf).date;
  const entries: SheetEntry[] = [];
  snapshot.orders.forEach((order: OrderDetail) => {
    (order.labour ?? []).forEach((entry) => {
      if (entry.technician_id === techId && utcParts(entry.at).date === today) {
        entries.push({ ...entry, orderId: order.id });
      }
    });
  });
  entries.sort((a, b) => compareTimes(a.at, b.at) || a.id.localeCompare(b.id, "en", { numeric: true }));
  const perOrder: { orderId: string; minutes: number }[] = [];
  let totalMinutes = 0;
  entries.forEach((entry) => {
    totalMinutes += entry.minutes;
    const line = perOrder.find((p) => p.orderId === entry.orderId);
    if (line) line.minutes += entry.minutes;
    else perOrder.push({ orderId: entry.orderId, minutes: entry.minutes });
  });
  return { entries, perOrder, totalMinutes };
}
