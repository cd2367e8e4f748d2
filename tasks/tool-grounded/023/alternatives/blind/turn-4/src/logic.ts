import type { BookingSummary, Room, Slot } from "./api";

export const DAYS = ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"];

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-03-04" -> "Wed 4 Mar". */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const when = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAYS[when.getUTCDay()]} ${when.getUTCDate()} ${MONTHS[when.getUTCMonth()]}`;
}

export function timeRange(start: string, end: string): string {
  return `${start}–${end}`;
}

export function minutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

export function lengthMinutes(b: { start: string; end: string }): number {
  return minutes(b.end) - minutes(b.start);
}

export function closureDays(from: string, until: string): string[] {
  return DAYS.filter((d) => d >= from && d <= until);
}

export function roomDetails(room: Room): string {
  const base = `${room.capacity} seats · ${room.location}`;
  return room.note ? `${base} · ${room.note}` : base;
}

/** Confirmed bookings in a ticked room on a closure day, by day, start time, then room name. */
export function affectedBookings(
  bookings: BookingSummary[],
  rooms: Room[],
  ticked: Set<string>,
  days: string[],
): BookingSummary[] {
  const nameOf = (id: string) => rooms.find((r) => r.id === id)?.name ?? id;
  return bookings
    .filter((b) => b.status === "confirmed" && ticked.has(b.resource_id) && days.includes(b.date))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        minutes(a.start) - minutes(b.start) ||
        nameOf(a.resource_id).localeCompare(nameOf(b.resource_id)),
    );
}

export function needsVideoWall(title: string): boolean {
  return /\b(call|demo)\b/i.test(title);
}

export function hasVideoWall(room: Room): boolean {
  return /video wall/i.test(room.note ?? "");
}

/** Rooms that fit a booking, fewest seats first (ties in the system's order). */
export function fittingRooms(booking: BookingSummary, rooms: Room[], ticked: Set<string>): Room[] {
  const own = rooms.find((r) => r.id === booking.resource_id);
  const needed = own?.capacity ?? 0;
  const video = needsVideoWall(booking.title);
  return rooms
    .filter((r) => r.active && !ticked.has(r.id) && r.capacity >= needed && (!video || hasVideoWall(r)))
    .map((room, index) => ({ room, index }))
    .sort((a, b) => a.room.capacity - b.room.capacity || a.index - b.index)
    .map((entry) => entry.room);
}

/** Whether the free slots cover the whole time from start to end. */
export function coversWholeTime(slots: Slot[], start: string, end: string): boolean {
  const sorted = [...slots].sort((a, b) => minutes(a.start) - minutes(b.start));
  let t = minutes(start);
  const stop = minutes(end);
  while (t < stop) {
    const slot = sorted.find((s) => minutes(s.start) <= t && t < minutes(s.end));
    if (!slot) return false;
    t = minutes(slot.end);
  }
  return true;
}

export type FreeMap = Map<string, Slot[]>;

export function freeKey(roomId: string, date: string): string {
  return `${roomId}|${date}`;
}

export type Placement =
  | { kind: "room"; room: Room }
  | { kind: "none-fits" }
  | { kind: "none-free" }
  | { kind: "unknown" };

export function placement(booking: BookingSummary, rooms: Room[], ticked: Set<string>, free: FreeMap): Placement {
  const fitting = fittingRooms(booking, rooms, ticked);
  if (fitting.length === 0) return { kind: "none-fits" };
  let unknown = false;
  for (const room of fitting) {
    const slots = free.get(freeKey(room.id, booking.date));
    if (!slots) {
      unknown = true;
      continue;
    }
    if (coversWholeTime(slots, booking.start, booking.end)) return { kind: "room", room };
  }
  return unknown ? { kind: "unknown" } : { kind: "none-free" };
}

export function placementText(p: Placement): string {
  if (p.kind === "room") return p.room.name;
  if (p.kind === "none-fits") return "No room fits";
  if (p.kind === "none-free") return "No room free";
  return "Checking availability…";
}

/** Rooms whose live free slots are needed to place bookings on the given days. */
export function candidateRooms(rooms: Room[], ticked: Set<string>): Room[] {
  return rooms.filter((r) => r.active && !ticked.has(r.id));
}
