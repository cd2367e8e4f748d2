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

export interface Hold {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  held_for: string;
  status: 'active' | 'confirmed' | 'released';
  created_at: string;
  expires_at: string;
  booking_id: string | null;
}

export interface Booking extends BookingSummary {
  created_at: string;
  updated_at: string;
  version: number;
  cancel_reason: string | null;
}

export interface HeldSlot {
  hold: Hold;
  hold_token: string;
}

export async function holdSlot(args: { resource_id: string; date: string; start: string; held_for: string }): Promise<HeldSlot> {
  return call<HeldSlot>('hold_slot', args);
}

export async function confirmBooking(holdId: string, holdToken: string, title: string): Promise<Booking> {
  const out = await call<{ booking: Booking }>('confirm_booking', { hold_id: holdId, hold_token: holdToken, title });
  return out.booking;
}

export async function releaseHold(holdId: string, holdToken: string): Promise<Hold> {
  const out = await call<{ hold: Hold }>('release_hold', { hold_id: holdId, hold_token: holdToken });
  return out.hold;
}

export interface BookingRequest {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  requested_by: string;
  note: string;
  status: string;
  created_at: string;
}

export async function requestBooking(args: {
  resource_id: string;
  date: string;
  start: string;
  requested_by: string;
  note: string;
}): Promise<BookingRequest> {
  const out = await call<{ request: BookingRequest }>('request_booking', args);
  return out.request;
}

export async function getBooking(bookingId: string): Promise<{ booking: Booking; evidence_token: string }> {
  return call<{ booking: Booking; evidence_token: string }>('get_booking', { booking_id: bookingId });
}

export async function cancelBooking(bookingId: string, evidenceToken: string): Promise<Booking> {
  const out = await call<{ booking: Booking }>('cancel_booking', { booking_id: bookingId, evidence_token: evidenceToken });
  return out.booking;
}

export interface WaitlistRow {
  id: string;
  person: string;
  position: number;
  created_at: string;
}

export async function getWaitlist(resourceId: string, date: string): Promise<WaitlistRow[]> {
  const out = await call<{ entries: WaitlistRow[] }>('get_waitlist', { resource_id: resourceId, date });
  return out.entries;
}

export async function joinWaitlist(resourceId: string, date: string, person: string): Promise<number> {
  const out = await call<{ position: number }>('join_waitlist', { resource_id: resourceId, date, person });
  return out.position;
}

export interface DayRow {
  resource_id: string;
  name: string;
  total_slots: number;
  booked_slots: number;
  held_slots: number;
  free_slots: number;
}

export async function getDaySummary(date: string): Promise<DayRow[]> {
  const out = await call<{ resources: DayRow[] }>('get_day_summary', { date, kind: 'instrument' });
  return out.resources;
}
