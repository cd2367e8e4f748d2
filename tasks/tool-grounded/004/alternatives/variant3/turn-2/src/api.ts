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

export interface BookingSummary {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  title: string;
  booked_for: string;
  status: 'confirmed' | 'cancelled';
}

export interface Booking extends BookingSummary {
  created_at: string;
  updated_at: string;
  version: number;
  cancel_reason: string | null;
}

/** Confirmed bookings of one room on one day, in start order. */
export async function fetchBookings(roomId: string, date: string): Promise<BookingSummary[]> {
  const out = await tool<{ bookings: BookingSummary[] }>('list_bookings', { date, resource_id: roomId });
  return out.bookings
    .filter((b) => b.status === 'confirmed')
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** Two-step booking: hold the slot for the person, then confirm with the hold token and the title. */
export async function bookSlot(roomId: string, date: string, start: string, person: string, title: string): Promise<Booking> {
  const held = await tool<{ hold: { id: string }; hold_token: string }>('hold_slot', {
    resource_id: roomId,
    date,
    start,
    held_for: person,
  });
  try {
    const done = await tool<{ booking: Booking }>('confirm_booking', {
      hold_id: held.hold.id,
      hold_token: held.hold_token,
      title,
    });
    return done.booking;
  } catch (err) {
    // Do not leave the slot blocked by a hold nobody will confirm.
    await tool('release_hold', { hold_id: held.hold.id, hold_token: held.hold_token }).catch(() => undefined);
    throw err;
  }
}
