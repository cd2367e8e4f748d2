import { byNumber, type Booking, type Room } from "./desk";

function isReady(room: Room): boolean {
  return room.housekeeping === "inspected" && !room.occupied_by;
}

function sharesNight(a: Booking, b: Booking): boolean {
  return a.arrival < b.departure && b.arrival < a.departure;
}

/** The room a booked guest can be checked in to, or null when none qualifies. */
export function suitableRoom(guest: Booking, rooms: Room[], bookings: Booking[]): string | null {
  if (guest.room) {
    const own = rooms.find((room) => room.number === guest.room);
    if (own && isReady(own)) return own.number;
  }
  const heldByOther = (number: string) =>
    bookings.some(
      (other) =>
        other.id !== guest.id &&
        (other.status === "booked" || other.status === "in_house") &&
        other.room === number &&
        sharesNight(guest, other),
    );
  const candidates = rooms
    .filter((room) => room.room_type === guest.room_type && isReady(room) && !heldByOther(room.number))
    .map((room) => room.number)
    .sort(byNumber);
  return candidates[0] ?? null;
}
