import { callTool } from './bridge';

export interface Clinician {
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

export interface FreeSlot {
  start: string;
  end: string;
}

export interface Appointment {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  title: string;
  booked_for: string;
  status: 'confirmed' | 'cancelled';
}

function run<T>(name: string, args: Record<string, unknown>): Promise<T> {
  return callTool(name, args) as Promise<T>;
}

/** Every clinician the system knows, in or out of service, in the system's order. */
export async function getClinicians(): Promise<Clinician[]> {
  const out = await run<{ resources: Clinician[] }>('list_resources', { kind: 'clinician' });
  return out.resources;
}

/** Live free slots (authoritative), never the lobby cache. */
export async function getFreeSlots(clinicianId: string, date: string): Promise<FreeSlot[]> {
  const out = await run<{ slots: FreeSlot[] }>('list_free_slots', { resource_id: clinicianId, date });
  return out.slots;
}

/** Confirmed appointments of one clinician on one day. */
export async function getAppointments(clinicianId: string, date: string): Promise<Appointment[]> {
  const out = await run<{ bookings: Appointment[] }>('list_bookings', { date, resource_id: clinicianId });
  return out.bookings.filter((b) => b.status === 'confirmed');
}

export function failureText(err: unknown): string {
  if (err !== null && typeof err === 'object' && typeof (err as { message?: unknown }).message === 'string') {
    return (err as { message: string }).message || 'The scheduling system did not answer.';
  }
  return String(err);
}

export interface Booking extends Appointment {
  created_at: string;
  updated_at: string;
  version: number;
  cancel_reason: string | null;
}

/** Step 1 holds the slot for the patient, step 2 confirms the hold with the reason as its title. */
export async function bookAppointment(clinicianId: string, date: string, start: string, patient: string, reason: string): Promise<Booking> {
  const hold = await run<{ hold: { id: string }; hold_token: string }>('hold_slot', {
    resource_id: clinicianId,
    date,
    start,
    held_for: patient,
  });
  try {
    const confirmed = await run<{ booking: Booking }>('confirm_booking', {
      hold_id: hold.hold.id,
      hold_token: hold.hold_token,
      title: reason,
    });
    return confirmed.booking;
  } catch (err) {
    await run('release_hold', { hold_id: hold.hold.id, hold_token: hold.hold_token }).catch(() => null);
    throw err;
  }
}

/** A patient's confirmed appointments (exact name), in the system's date/time order. */
export async function getPatientAppointments(patient: string): Promise<Appointment[]> {
  const out = await run<{ bookings: Appointment[] }>('list_bookings', { booked_for: patient });
  return out.bookings.filter((b) => b.status === 'confirmed');
}

export async function readBooking(bookingId: string): Promise<{ booking: Booking; evidence_token: string }> {
  return run<{ booking: Booking; evidence_token: string }>('get_booking', { booking_id: bookingId });
}

/** Cancels with a token taken from a read of the appointment's current version. */
export async function cancelAppointment(bookingId: string, reason: string): Promise<Booking> {
  const current = await readBooking(bookingId);
  const out = await run<{ booking: Booking }>('cancel_booking', {
    booking_id: bookingId,
    evidence_token: current.evidence_token,
    reason,
  });
  return out.booking;
}
