import { callTool, ToolError } from "./bridge";

export interface Room {
  id: string;
  name: string;
  kind: string;
  location: string;
  capacity: number;
  slot_minutes: number;
  active: boolean;
}

export interface Slot {
  start: string;
  end: string;
}

/** The rooms that are in service: by name, with Aspen first. */
export async function loadRooms(): Promise<Room[]> {
  const res = await callTool<{ resources?: Array<Partial<Room>> }>("list_resources", { kind: "room" });
  const rooms = (res?.resources ?? [])
    .filter((r) => (r.kind ?? "room") === "room" && r.active !== false)
    .map((r) => ({
      id: String(r.id),
      name: String(r.name ?? r.id),
      kind: String(r.kind ?? "room"),
      location: String(r.location ?? ""),
      capacity: Number(r.capacity ?? 1),
      slot_minutes: Number(r.slot_minutes ?? 60),
      active: true,
    }));
  return rooms.sort((a, b) => {
    const aspen = Number(b.name === "Aspen") - Number(a.name === "Aspen");
    return aspen || a.name.localeCompare(b.name);
  });
}

/** Live availability (never the cached lobby feed). */
export async function loadFreeSlots(roomId: string, date: string): Promise<Slot[]> {
  const res = await callTool<{ slots?: Slot[] }>("list_free_slots", { resource_id: roomId, date });
  return res?.slots ?? [];
}

export interface Booking {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  title: string;
  booked_for: string;
  status?: "confirmed" | "cancelled";
  version?: number;
}

/** The confirmed bookings of one room on one date, in start order. */
export async function loadBookings(roomId: string, date: string): Promise<Booking[]> {
  const res = await callTool<{ bookings?: Booking[] }>("list_bookings", { date, resource_id: roomId });
  return (res?.bookings ?? []).filter((b) => (b.status ?? "confirmed") === "confirmed");
}

/**
 * Books a slot in the system's two steps: hold_slot for the person, then
 * confirm_booking with the hold token and the title. A hold that cannot be
 * confirmed is released again so the slot does not stay blocked.
 */
export async function bookSlot(roomId: string, date: string, start: string, person: string, title: string): Promise<Booking> {
  const held = await callTool<{ hold: { id: string }; hold_token: string }>("hold_slot", {
    resource_id: roomId,
    date,
    start,
    held_for: person,
  });
  try {
    const res = await callTool<{ booking: Booking }>("confirm_booking", {
      hold_id: held.hold.id,
      hold_token: held.hold_token,
      title,
    });
    return res.booking;
  } catch (err) {
    await callTool("release_hold", { hold_id: held.hold.id, hold_token: held.hold_token }).catch(() => undefined);
    throw err;
  }
}

export const CANCEL_REASON = "Cancelled from room page";

/** Reads the booking's current version for its evidence token, then cancels it. */
export async function cancelBooking(bookingId: string): Promise<Booking> {
  const current = await callTool<{ booking: Booking; evidence_token: string }>("get_booking", { booking_id: bookingId });
  const res = await callTool<{ booking: Booking }>("cancel_booking", {
    booking_id: bookingId,
    evidence_token: current.evidence_token,
    reason: CANCEL_REASON,
  });
  return res.booking;
}

export interface DayRow {
  resource_id: string;
  name: string;
  total_slots: number;
  booked_slots: number;
  held_slots: number;
  free_slots: number;
}

export async function loadDaySummary(date: string): Promise<DayRow[]> {
  const res = await callTool<{ resources?: DayRow[] }>("get_day_summary", { date, kind: "room" });
  return res?.resources ?? [];
}

export function errorMessage(err: unknown): string {
  if (err instanceof ToolError) return err.message || err.code;
  if (err instanceof Error) return err.message;
  return String(err);
}
