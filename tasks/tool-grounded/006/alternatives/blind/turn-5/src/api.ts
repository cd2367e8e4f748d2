import { callTool, ToolError } from "./bridge";
import { WEEK } from "./week";

export type Instrument = {
  id: string;
  name: string;
  kind: string;
  location: string;
  active: boolean;
  requires_approval: boolean;
  note: string;
};

export type Slot = { start: string; end: string };

export type BookingRow = {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  title: string;
  booked_for: string;
  status: "confirmed" | "cancelled";
};

export type WeekData = {
  freeByDate: Record<string, Slot[]>;
  bookings: BookingRow[];
};

export async function fetchInstruments(): Promise<Instrument[]> {
  const out = await callTool<{ resources: Instrument[] }>("list_resources", { kind: "instrument" });
  return out.resources;
}

/** Live availability for each weekday plus the instrument's bookings. */
export async function fetchWeek(resourceId: string): Promise<WeekData> {
  const freeCalls = WEEK.map((day) =>
    callTool<{ slots: Slot[] }>("list_free_slots", { resource_id: resourceId, date: day.date }),
  );
  const bookingCall = callTool<{ bookings: BookingRow[] }>("list_bookings", { resource_id: resourceId });
  const [freeLists, bookingOut] = await Promise.all([Promise.all(freeCalls), bookingCall]);
  const freeByDate: Record<string, Slot[]> = {};
  WEEK.forEach((day, i) => {
    freeByDate[day.date] = freeLists[i].slots;
  });
  return {
    freeByDate,
    bookings: bookingOut.bookings.filter((b) => b.status === "confirmed"),
  };
}

export function describeError(err: unknown): string {
  if (err instanceof ToolError) return err.message;
  if (err instanceof Error) return err.message;
  return String(err);
}

export type Hold = {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  held_for: string;
  expires_at: string;
};

export type Booking = BookingRow & { version?: number };

export async function holdBlock(resourceId: string, date: string, start: string, person: string, minutes: number) {
  return callTool<{ hold: Hold; hold_token: string }>("hold_slot", {
    resource_id: resourceId,
    date,
    start,
    held_for: person,
    duration_minutes: minutes,
  });
}

export async function confirmHold(holdId: string, token: string, title: string) {
  const out = await callTool<{ booking: Booking }>("confirm_booking", {
    hold_id: holdId,
    hold_token: token,
    title,
  });
  return out.booking;
}

export async function releaseHold(holdId: string, token: string) {
  const out = await callTool<{ hold: Hold }>("release_hold", { hold_id: holdId, hold_token: token });
  return out.hold;
}

export type BookingRequest = { id: string; resource_id: string; date: string; start: string; end: string; status: string };

export async function requestReview(
  resourceId: string,
  date: string,
  start: string,
  person: string,
  note: string,
) {
  const out = await callTool<{ request: BookingRequest }>("request_booking", {
    resource_id: resourceId,
    date,
    start,
    requested_by: person,
    note,
  });
  return out.request;
}

export async function fetchBookingsFor(person: string): Promise<BookingRow[]> {
  const out = await callTool<{ bookings: BookingRow[] }>("list_bookings", { booked_for: person });
  return out.bookings;
}

/** Read the booking for its evidence token, then cancel it. */
export async function cancelReservation(bookingId: string) {
  const read = await callTool<{ booking: Booking; evidence_token: string }>("get_booking", { booking_id: bookingId });
  const out = await callTool<{ booking: Booking }>("cancel_booking", {
    booking_id: bookingId,
    evidence_token: read.evidence_token,
  });
  return out.booking;
}

export type WaitRow = { id: string; person: string; position: number };

export async function joinWaitlist(resourceId: string, date: string, person: string) {
  return callTool<{ position: number }>("join_waitlist", { resource_id: resourceId, date, person });
}

export async function fetchWaitlist(resourceId: string, date: string): Promise<WaitRow[]> {
  const out = await callTool<{ entries: WaitRow[] }>("get_waitlist", { resource_id: resourceId, date });
  return [...out.entries].sort((a, b) => a.position - b.position);
}

export type UsageRow = {
  resource_id: string;
  name: string;
  total_slots: number;
  booked_slots: number;
  held_slots: number;
  free_slots: number;
};

export async function fetchUsage(date: string): Promise<UsageRow[]> {
  const out = await callTool<{ resources: UsageRow[] }>("get_day_summary", { date, kind: "instrument" });
  return out.resources;
}
