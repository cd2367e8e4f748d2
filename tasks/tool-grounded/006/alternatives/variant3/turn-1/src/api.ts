// Thin typed wrappers around the scheduling system's tools.
import { callTool } from './bridge';

export interface Resource {
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

async function call<T>(name: string, args: Record<string, unknown>): Promise<T> {
  return (await callTool(name, args)) as T;
}

export function errorText(err: unknown): string {
  if (err && typeof err === 'object' && 'message' in err) {
    const msg = (err as { message?: unknown }).message;
    if (typeof msg === 'string' && msg) return msg;
  }
  return String(err);
}

export async function listResources(): Promise<Resource[]> {
  const out = await call<{ resources: Resource[] }>('list_resources', {});
  return out.resources;
}

export async function listFreeSlots(resourceId: string, date: string): Promise<Slot[]> {
  const out = await call<{ slots: Slot[] }>('list_free_slots', { resource_id: resourceId, date });
  return out.slots;
}

export async function listBookings(filter: { resource_id?: string; booked_for?: string; date?: string }): Promise<BookingSummary[]> {
  const out = await call<{ bookings: BookingSummary[] }>('list_bookings', filter);
  return out.bookings;
}
