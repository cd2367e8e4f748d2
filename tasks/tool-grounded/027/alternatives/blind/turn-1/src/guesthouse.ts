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
