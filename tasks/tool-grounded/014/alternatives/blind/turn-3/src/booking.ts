import { callTool } from "./bridge";

export type Room = {
  id: string;
  name: string;
  kind: string;
  active: boolean;
  requires_approval?: boolean;
};

export type BookingSummary = {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  title: string;
  booked_for: string;
  status: string;
};

export type DayRow = {
  resource_id: string;
  name: string;
  total_slots: number;
  booked_slots: number;
  held_slots: number;
  free_slots: number;
};

/** Rooms in service, in the system's order (by id). */
export async function loadRooms(): Promise<Room[]> {
  const out = await callTool<{ resources: Room[] }>("list_resources", { kind: "room" });
  return (out.resources ?? []).filter((r) => r.active === true && (r.kind ?? "room") === "room");
}

/** Confirmed bookings of one day, earliest start first. */
export async function loadBookings(date: string): Promise<BookingSummary[]> {
  const out = await callTool<{ bookings: BookingSummary[] }>("list_bookings", { date });
  return (out.bookings ?? [])
    .filter((b) => b.status === "confirmed")
    .sort((a, b) => a.start.localeCompare(b.start) || a.resource_id.localeCompare(b.resource_id));
}

/** Live slot counts per room for one day. */
export async function loadDaySummary(date: string): Promise<DayRow[]> {
  const out = await callTool<{ resources: DayRow[] }>("get_day_summary", { date, kind: "room" });
  return out.resources ?? [];
}

export function reasonOf(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

export type Booking = BookingSummary & {
  version?: number;
  cancel_reason?: string | null;
};

export type BookingRead = { booking: Booking; evidence_token: string };

export async function getBooking(bookingId: string): Promise<BookingRead> {
  return callTool<BookingRead>("get_booking", { booking_id: bookingId });
}

export async function cancelBooking(bookingId: string, token: string, reason: string): Promise<Booking> {
  const out = await callTool<{ booking: Booking }>("cancel_booking", {
    booking_id: bookingId,
    evidence_token: token,
    reason,
  });
  return out.booking;
}

/** Cancelled bookings of one day with the reason the system holds, earliest first. */
export async function loadCancelled(date: string): Promise<Booking[]> {
  const out = await callTool<{ bookings: BookingSummary[] }>("list_bookings", { date, include_cancelled: true });
  const cancelled = (out.bookings ?? [])
    .filter((b) => b.status === "cancelled")
    .sort((a, b) => a.start.localeCompare(b.start) || a.resource_id.localeCompare(b.resource_id));
  return Promise.all(cancelled.map(async (b) => (await getBooking(b.id)).booking));
}

export type Slot = { start: string; end: string };

/** Live free slots of one room on one day (authoritative), earliest first. */
export async function loadFreeSlots(resourceId: string, date: string): Promise<Slot[]> {
  const out = await callTool<{ slots: Slot[] }>("list_free_slots", { resource_id: resourceId, date });
  return [...(out.slots ?? [])].sort((a, b) => a.start.localeCompare(b.start));
}

export async function rescheduleBooking(
  bookingId: string,
  token: string,
  newDate: string,
  newStart: string,
): Promise<Booking> {
  const out = await callTool<{ booking: Booking }>("reschedule_booking", {
    booking_id: bookingId,
    evidence_token: token,
    new_date: newDate,
    new_start: newStart,
  });
  return out.booking;
}
