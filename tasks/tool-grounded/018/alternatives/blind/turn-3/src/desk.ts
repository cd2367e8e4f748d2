import { callTool } from "./bridge";

export type Instrument = {
  id: string;
  name: string;
  active: boolean;
};

export type Slot = { start: string; end: string };

export type BookingSummary = {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  title: string;
  booked_for: string;
  status: "confirmed" | "cancelled";
};

export const FIRST_INSTRUMENT = "Flow cytometer Aurora";

export const DAYS = [
  { date: "2026-03-02", label: "Mon 2 Mar" },
  { date: "2026-03-03", label: "Tue 3 Mar" },
  { date: "2026-03-04", label: "Wed 4 Mar" },
  { date: "2026-03-05", label: "Thu 5 Mar" },
  { date: "2026-03-06", label: "Fri 6 Mar" },
];

export const FROM_TIMES = ["08:00", "10:00", "12:00", "14:00", "16:00", "18:00"];
export const UNTIL_TIMES = ["10:00", "12:00", "14:00", "16:00", "18:00", "20:00"];

export function dayLabel(date: string): string {
  return DAYS.find((d) => d.date === date)?.label ?? date;
}

export function span(start: string, end: string): string {
  return `${start}\u2013${end}`;
}

export function toMinutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

export function errorText(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

/** Instruments in service, Flow cytometer Aurora first, the rest by name. */
export async function fetchInstruments(): Promise<Instrument[]> {
  const res = await callTool<{ resources: Array<Instrument & { kind?: string }> }>("list_resources", {
    kind: "instrument",
  });
  return (res.resources ?? [])
    .filter((r) => (r.kind ?? "instrument") === "instrument" && r.active !== false)
    .map((r) => ({ id: r.id, name: r.name, active: true }))
    .sort(
      (a, b) =>
        Number(b.name === FIRST_INSTRUMENT) - Number(a.name === FIRST_INSTRUMENT) ||
        a.name.localeCompare(b.name)
    );
}

/** Bookings of one instrument on one day, as the system lists them. */
export async function fetchBookings(
  resourceId: string,
  date: string,
  includeCancelled = false
): Promise<BookingSummary[]> {
  const res = await callTool<{ bookings: BookingSummary[] }>("list_bookings", {
    resource_id: resourceId,
    date,
    include_cancelled: includeCancelled,
  });
  return res.bookings ?? [];
}

/** Live availability (never the cached display-board feed). */
export async function fetchFreeSlots(resourceId: string, date: string): Promise<Slot[]> {
  const res = await callTool<{ slots: Slot[] }>("list_free_slots", { resource_id: resourceId, date });
  return [...(res.slots ?? [])].sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
}

/** Confirmed bookings that overlap the window [from, until), earliest first. */
export function affectedBookings(bookings: BookingSummary[], from: string, until: string): BookingSummary[] {
  const lo = toMinutes(from);
  const hi = toMinutes(until);
  return bookings
    .filter((b) => b.status === "confirmed")
    .filter((b) => toMinutes(b.start) < hi && toMinutes(b.end) > lo)
    .sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
}

export function affectedCountLine(n: number): string {
  if (n === 0) return "No bookings affected";
  return n === 1 ? "1 booking affected" : `${n} bookings affected`;
}

export type Booking = BookingSummary & {
  version?: number;
  cancel_reason?: string | null;
};

/** Read one booking in full, with the evidence token that writes require. */
export async function getBooking(bookingId: string): Promise<{ booking: Booking; evidence_token: string }> {
  return callTool<{ booking: Booking; evidence_token: string }>("get_booking", { booking_id: bookingId });
}

export async function rescheduleBooking(
  bookingId: string,
  evidenceToken: string,
  newDate: string,
  newStart: string
): Promise<Booking> {
  const res = await callTool<{ booking: Booking }>("reschedule_booking", {
    booking_id: bookingId,
    evidence_token: evidenceToken,
    new_date: newDate,
    new_start: newStart,
  });
  return res.booking;
}

export async function cancelBooking(bookingId: string, evidenceToken: string, reason: string): Promise<Booking> {
  const res = await callTool<{ booking: Booking }>("cancel_booking", {
    booking_id: bookingId,
    evidence_token: evidenceToken,
    reason,
  });
  return res.booking;
}

export type CancelledBooking = BookingSummary & { reason: string };

/** Cancelled bookings of one instrument on one day, each with the reason the system holds. */
export async function fetchCancelled(resourceId: string, date: string): Promise<CancelledBooking[]> {
  const all = await fetchBookings(resourceId, date, true);
  const cancelled = all.filter((b) => b.status === "cancelled");
  const full = await Promise.all(cancelled.map((b) => getBooking(b.id)));
  return cancelled.map((b, i) => ({ ...b, reason: full[i].booking.cancel_reason ?? "" }));
}

export function cancelledLine(b: CancelledBooking): string {
  const parts = [`${b.id} ${span(b.start, b.end)}`, b.booked_for];
  if (b.reason) parts.push(b.reason);
  return parts.join(" \u00b7 ");
}
