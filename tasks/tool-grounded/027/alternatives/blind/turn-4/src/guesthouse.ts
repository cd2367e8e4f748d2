import { callTool } from "./bridge";

export type Housekeeping = "dirty" | "clean" | "inspected" | "out_of_order";

export interface Room {
  number: string;
  room_type: string;
  room_type_name: string;
  floor: number;
  housekeeping: Housekeeping;
  occupied_by: string | null;
  occupant_name: string | null;
  assigned_to: string[];
  note: string;
}

export interface PropertyInfo {
  property_name: string;
  business_date: string;
  room_types: { code: string; name: string }[];
}

export const SECTION_ORDER: { status: Housekeeping; heading: string }[] = [
  { status: "dirty", heading: "Dirty" },
  { status: "clean", heading: "Clean" },
  { status: "inspected", heading: "Inspected" },
  { status: "out_of_order", heading: "Out of order" },
];

/** How a housekeeping status is written in the board's messages and counts. */
export function statusWord(status: string): string {
  return status === "out_of_order" ? "out of order" : status;
}

export function byNumber(a: string, b: string): number {
  return a.localeCompare(b, undefined, { numeric: true });
}

export function errorText(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

export async function fetchProperty(): Promise<PropertyInfo> {
  return callTool<PropertyInfo>("get_property_info", {});
}

export async function fetchRooms(): Promise<Room[]> {
  const result = await callTool<{ business_date: string; rooms: Room[] }>("list_rooms", {});
  return result.rooms;
}

export async function readRoom(number: string): Promise<{ room: Room; evidence_token: string }> {
  return callTool<{ room: Room; evidence_token: string }>("get_room", { room: number });
}

export async function setHousekeeping(
  number: string,
  status: Housekeeping,
  evidenceToken: string,
): Promise<{ room: Room; previous: Housekeeping }> {
  return callTool<{ room: Room; previous: Housekeeping }>("set_housekeeping_status", {
    room: number,
    status,
    evidence_token: evidenceToken,
  });
}

export interface Reservation {
  id: string;
  guest_name: string;
  guests: number;
  room_type: string;
  rate_plan: string;
  arrival: string;
  departure: string;
  nights: number;
  nightly_rate: number;
  status: "booked" | "in_house" | "checked_out" | "cancelled" | "no_show";
  room: string | null;
  balance: number;
}

/** Every booked reservation, live, in the system's order (arrival date, then id). */
export async function fetchBookedReservations(): Promise<Reservation[]> {
  const result = await callTool<{ business_date: string; reservations: Reservation[] }>("list_reservations", {
    status: "booked",
  });
  return result.reservations;
}

export type ArrivalState =
  | "Needs a room"
  | "Room out of order"
  | "Guest still in room"
  | "Needs cleaning"
  | "Needs inspection"
  | "Ready";

export function arrivalState(reservation: Reservation, rooms: Room[]): ArrivalState {
  if (!reservation.room) return "Needs a room";
  const room = rooms.find((r) => r.number === reservation.room);
  if (!room) return "Needs a room";
  if (room.housekeeping === "out_of_order") return "Room out of order";
  if (room.occupied_by) return "Guest still in room";
  if (room.housekeeping === "dirty") return "Needs cleaning";
  if (room.housekeeping === "clean") return "Needs inspection";
  return "Ready";
}

export function arrivalsOn(date: string | null, booked: Reservation[]): Reservation[] {
  if (!date) return [];
  return booked.filter((r) => r.status === "booked" && r.arrival === date).sort((a, b) => byNumber(a.id, b.id));
}

export interface ReservationDetail extends Reservation {
  version: number;
}

export async function readReservation(
  id: string,
): Promise<{ reservation: ReservationDetail; evidence_token: string; business_date: string }> {
  return callTool<{ reservation: ReservationDetail; evidence_token: string; business_date: string }>(
    "get_reservation",
    { reservation_id: id },
  );
}

export async function assignRoom(
  id: string,
  room: string,
  evidenceToken: string,
): Promise<{ reservation: ReservationDetail }> {
  return callTool<{ reservation: ReservationDetail }>("assign_room", {
    reservation_id: id,
    room,
    evidence_token: evidenceToken,
  });
}

/** Two stays share a night when each begins before the other ends. */
export function staysOverlap(a: Reservation, b: Reservation): boolean {
  return a.arrival < b.departure && b.arrival < a.departure;
}

/** Rooms an arrival could be given, by room number. */
export function roomsOffered(arrival: Reservation, rooms: Room[], booked: Reservation[]): Room[] {
  return rooms
    .filter((room) => room.room_type === arrival.room_type)
    .filter((room) => room.housekeeping !== "out_of_order")
    .filter((room) => !room.occupied_by)
    .filter((room) => room.number !== arrival.room)
    .filter(
      (room) =>
        !booked.some(
          (other) =>
            other.id !== arrival.id &&
            other.status === "booked" &&
            other.room === room.number &&
            staysOverlap(other, arrival),
        ),
    )
    .sort((a, b) => byNumber(a.number, b.number));
}
