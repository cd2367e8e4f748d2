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
