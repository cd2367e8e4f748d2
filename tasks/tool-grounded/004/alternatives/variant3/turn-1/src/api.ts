import { callTool } from './bridge';

export interface Room {
  id: string;
  name: string;
  kind: string;
  location: string;
  capacity: number;
  slot_minutes: number;
  opens: string;
  closes: string;
  active: boolean;
  requires_approval: boolean;
  note: string;
}

export interface Slot {
  start: string;
  end: string;
}

async function tool<T>(name: string, args: Record<string, unknown>): Promise<T> {
  return (await callTool(name, args)) as T;
}

/** In-service meeting rooms, alphabetical by name. */
export async function fetchRooms(): Promise<Room[]> {
  const { resources } = await tool<{ resources: Room[] }>('list_resources', { kind: 'room' });
  return resources
    .filter((r) => r.active)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Live availability (never the cached display-board feed). */
export async function fetchFreeSlots(roomId: string, date: string): Promise<Slot[]> {
  const out = await tool<{ slots: Slot[] }>('list_free_slots', { resource_id: roomId, date });
  return out.slots;
}

export function reason(err: unknown): string {
  if (err && typeof err === 'object') {
    const m = (err as { message?: unknown }).message;
    if (typeof m === 'string' && m) return m;
  }
  return String(err);
}
