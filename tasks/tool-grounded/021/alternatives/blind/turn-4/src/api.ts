import { callTool } from "./bridge";

export type Resource = {
  id: string;
  name: string;
  kind: "room" | "clinician" | "instrument";
  location: string;
  capacity: number;
  slot_minutes: number;
  opens: string;
  closes: string;
  active: boolean;
  requires_approval: boolean;
  note: string;
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

export type Booking = BookingSummary & {
  created_at: string;
  updated_at: string;
  version: number;
  cancel_reason: string | null;
};

export type Slot = { start: string; end: string };

export type WaitlistRow = { id: string; person: string; position: number; created_at: string };

export async function listResources(): Promise<Resource[]> {
  const out = await callTool<{ resources: Resource[] }>("list_resources", {});
  return out.resources;
}

/** Bookings of one clinician on one date (live), optionally with the cancelled ones. */
export async function listBookings(resourceId: string, date: string, includeCancelled = false): Promise<BookingSummary[]> {
  const out = await callTool<{ bookings: BookingSummary[] }>("list_bookings", {
    date,
    resource_id: resourceId,
    include_cancelled: includeCancelled,
  });
  return out.bookings;
}

/** Live availability (never the cached display-board feed). */
export async function listFreeSlots(resourceId: string, date: string): Promise<{ slotMinutes: number; slots: Slot[] }> {
  const out = await callTool<{ slot_minutes: number; slots: Slot[] }>("list_free_slots", {
    resource_id: resourceId,
    date,
  });
  return { slotMinutes: out.slot_minutes, slots: out.slots };
}

export async function getBooking(bookingId: string): Promise<{ booking: Booking; evidence_token: string }> {
  return callTool<{ booking: Booking; evidence_token: string }>("get_booking", { booking_id: bookingId });
}

export async function holdSlot(
  resourceId: string,
  date: string,
  start: string,
  heldFor: string,
  durationMinutes: number,
): Promise<{ hold: { id: string }; hold_token: string }> {
  return callTool("hold_slot", {
    resource_id: resourceId,
    date,
    start,
    held_for: heldFor,
    duration_minutes: durationMinutes,
  });
}

export async function confirmBooking(holdId: string, holdToken: string, title: string): Promise<Booking> {
  const out = await callTool<{ booking: Booking }>("confirm_booking", { hold_id: holdId, hold_token: holdToken, title });
  return out.booking;
}

export async function cancelBooking(bookingId: string, evidenceToken: string, reason: string): Promise<Booking> {
  const out = await callTool<{ booking: Booking }>("cancel_booking", {
    booking_id: bookingId,
    evidence_token: evidenceToken,
    reason,
  });
  return out.booking;
}

export async function joinWaitlist(resourceId: string, date: string, person: string): Promise<number> {
  const out = await callTool<{ position: number }>("join_waitlist", { resource_id: resourceId, date, person });
  return out.position;
}

export async function getWaitlist(resourceId: string, date: string): Promise<WaitlistRow[]> {
  const out = await callTool<{ entries: WaitlistRow[] }>("get_waitlist", { resource_id: resourceId, date });
  return [...out.entries].sort((a, b) => a.position - b.position);
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
