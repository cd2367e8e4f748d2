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

export function errorMessage(err: unknown): string {
  if (err instanceof ToolError) return err.message || err.code;
  if (err instanceof Error) return err.message;
  return String(err);
}
