import { callTool, ToolError } from "./bridge";

export interface Clinician {
  id: string;
  name: string;
  location: string;
  active: boolean;
  note: string;
}

export interface Slot {
  start: string;
  end: string;
}

export interface Appointment {
  id: string;
  resource_id: string;
  date: string;
  start: string;
  end: string;
  /** The reason for the visit. */
  title: string;
  /** The patient. */
  booked_for: string;
  status?: "confirmed" | "cancelled";
}

export const FIRST_CLINICIAN = "Dr. Amara Osei";

/** Every clinician, in service or not, as the system lists them. */
export async function fetchClinicians(): Promise<Clinician[]> {
  const res = await callTool<{ resources?: Array<Record<string, unknown>> }>("list_resources", { kind: "clinician" });
  return (res?.resources ?? [])
    .filter((r) => (r.kind ?? "clinician") === "clinician")
    .map((r) => ({
      id: String(r.id),
      name: String(r.name ?? r.id),
      location: String(r.location ?? ""),
      active: r.active !== false,
      note: String(r.note ?? ""),
    }));
}

/** In-service clinicians by name, Dr. Amara Osei first. */
export function bookableClinicians(all: Clinician[]): Clinician[] {
  return all
    .filter((c) => c.active)
    .sort((a, b) => {
      const first = Number(b.name === FIRST_CLINICIAN) - Number(a.name === FIRST_CLINICIAN);
      return first || a.name.localeCompare(b.name);
    });
}

/** Live availability: never the cached lobby feed. */
export async function fetchFreeSlots(clinicianId: string, date: string): Promise<Slot[]> {
  const res = await callTool<{ slots?: Slot[] }>("list_free_slots", { resource_id: clinicianId, date });
  return res?.slots ?? [];
}

/** Confirmed appointments of one clinician on one day. */
export async function fetchAppointments(clinicianId: string, date: string): Promise<Appointment[]> {
  const res = await callTool<{ bookings?: Appointment[] }>("list_bookings", { date, resource_id: clinicianId });
  return (res?.bookings ?? []).filter((b) => (b.status ?? "confirmed") !== "cancelled");
}

/**
 * Books in the system's two steps: hold_slot for the patient, then
 * confirm_booking with that hold's token and the reason as the title.
 * If the confirm fails the hold is released so the slot frees up again.
 */
export async function bookAppointment(
  clinicianId: string,
  date: string,
  start: string,
  patient: string,
  reason: string,
): Promise<Appointment> {
  const hold = await callTool<{ hold: { id: string }; hold_token: string }>("hold_slot", {
    resource_id: clinicianId,
    date,
    start,
    held_for: patient,
  });
  try {
    const res = await callTool<{ booking: Appointment }>("confirm_booking", {
      hold_id: hold.hold.id,
      hold_token: hold.hold_token,
      title: reason,
    });
    return res.booking;
  } catch (err) {
    await callTool("release_hold", { hold_id: hold.hold.id, hold_token: hold.hold_token }).catch(() => undefined);
    throw err;
  }
}

/** The patient's confirmed appointments this week (exact name), by day and time. */
export async function fetchPatientAppointments(patient: string, week: readonly string[]): Promise<Appointment[]> {
  const res = await callTool<{ bookings?: Appointment[] }>("list_bookings", { booked_for: patient });
  return (res?.bookings ?? [])
    .filter((b) => (b.status ?? "confirmed") === "confirmed" && week.includes(b.date))
    .sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
}

export const CANCEL_REASONS = ["Patient request", "Clinician unavailable", "Booked in error"] as const;

/** Reads the appointment for its current evidence token, then cancels it with the reason. */
export async function cancelAppointment(appointmentId: string, reason: string): Promise<Appointment> {
  const current = await callTool<{ booking: Appointment; evidence_token: string }>("get_booking", {
    booking_id: appointmentId,
  });
  const res = await callTool<{ booking: Appointment }>("cancel_booking", {
    booking_id: appointmentId,
    evidence_token: current.evidence_token,
    reason,
  });
  return res.booking;
}

export interface WaitingPatient {
  id: string;
  person: string;
  position: number;
}

export async function fetchWaitlist(clinicianId: string, date: string): Promise<WaitingPatient[]> {
  const res = await callTool<{ entries?: WaitingPatient[] }>("get_waitlist", { resource_id: clinicianId, date });
  return [...(res?.entries ?? [])].sort((a, b) => a.position - b.position);
}

/** Returns the position the system gives the patient. */
export async function addToWaitlist(clinicianId: string, date: string, patient: string): Promise<number> {
  const res = await callTool<{ position: number }>("join_waitlist", { resource_id: clinicianId, date, person: patient });
  return res.position;
}

export interface DayCounts {
  resource_id: string;
  name: string;
  booked_slots: number;
  free_slots: number;
  held_slots: number;
  total_slots: number;
}

export async function fetchDayCounts(date: string): Promise<DayCounts[]> {
  const res = await callTool<{ resources?: DayCounts[] }>("get_day_summary", { date, kind: "clinician" });
  return res?.resources ?? [];
}

export function describeError(err: unknown): string {
  if (err instanceof ToolError) return err.message || err.code;
  if (err instanceof Error) return err.message;
  return String(err);
}
