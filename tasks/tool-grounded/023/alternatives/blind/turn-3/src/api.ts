import { callTool } from "./bridge";

export type Room = {
  id: string;
  name: string;
  kind: string;
  location: string;
  capacity: number;
  slot_minutes?: number;
  active: boolean;
  requires_approval?: boolean;
  note?: string;
};

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

export type Booking = BookingSummary & { cancel_reason?: string | null };

export type Slot = { start: string; end: string };

export type Hold = { id: string; resource_id: string; date: string; start: string; end: string };

export async function listRooms(): Promise<Room[]> {
  const result = await callTool<{ resources: Room[] }>("list_resources", { kind: "room" });
  return result.resources.filter((r) => r.kind === "room");
}

export async function listBookings(): Promise<BookingSummary[]> {
  const result = await callTool<{ bookings: BookingSummary[] }>("list_bookings", {});
  return result.bookings;
}

export async function listFreeSlots(roomId: string, date: string): Promise<Slot[]> {
  const result = await callTool<{ slots: Slot[] }>("list_free_slots", { resource_id: roomId, date });
  return result.slots;
}

export async function getBooking(bookingId: string): Promise<{ booking: Booking; evidence_token: string }> {
  return callTool("get_booking", { booking_id: bookingId });
}

export async function holdSlot(
  roomId: string,
  date: string,
  start: string,
  heldFor: string,
  durationMinutes: number,
): Promise<{ hold: Hold; hold_token: string }> {
  return callTool("hold_slot", {
    resource_id: roomId,
    date,
    start,
    held_for: heldFor,
    duration_minutes: durationMinutes,
  });
}

export async function confirmBooking(holdId: string, holdToken: string, title: string): Promise<Booking> {
  const result = await callTool<{ booking: Booking }>("confirm_booking", {
    hold_id: holdId,
    hold_token: holdToken,
    title,
  });
  return result.booking;
}

export async function releaseHold(holdId: string, holdToken: string): Promise<void> {
  await callTool("release_hold", { hold_id: holdId, hold_token: holdToken });
}

export async function cancelBooking(bookingId: string, evidenceToken: string, reason: string): Promise<Booking> {
  const result = await callTool<{ booking: Booking }>("cancel_booking", {
    booking_id: bookingId,
    evidence_token: evidenceToken,
    reason,
  });
  return result.booking;
}

export async function joinWaitlist(roomId: string, date: string, person: string): Promise<number> {
  const result = await callTool<{ position: number }>("join_waitlist", { resource_id: roomId, date, person });
  return result.position;
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
