import { callTool, ToolError } from "./bridge";

export interface RoomType {
  code: string;
  name: string;
  rack_rate: number;
  capacity: number;
  rooms_total: number;
  rooms_in_service: number;
}

export interface RatePlan {
  code: string;
  name: string;
  discount_percent: number;
  min_advance_days: number;
  free_cancel_days: number | null;
  late_fee_basis: string;
  late_fee_percent: number;
  no_show_nights: number;
  nightly_rates: Record<string, number>;
}

export interface Property {
  property_name: string;
  business_date: string;
  max_nights: number;
  charge_limit: number;
  room_types: RoomType[];
  rate_plans: RatePlan[];
}

export interface ResRow {
  id: string;
  guest_name: string;
  guests: number;
  room_type: string;
  rate_plan: string;
  arrival: string;
  departure: string;
  nights: number;
  nightly_rate: number;
  status: string;
  room: string | null;
  balance: number;
}

export interface NightRow {
  night: string;
  rooms_in_service: number;
  reserved: number;
  available: number;
}

export interface AvailabilityOut {
  room_type: string;
  nights: NightRow[];
  min_available: number;
  bookable: boolean;
}

/** The guesthouse's settings, including the business date ("today"). */
export async function fetchProperty(): Promise<Property> {
  const out = await callTool<Property>("get_property_info", {});
  return {
    ...out,
    room_types: Array.isArray(out?.room_types) ? out.room_types : [],
    rate_plans: Array.isArray(out?.rate_plans) ? out.rate_plans : [],
  };
}

/** Stable sort by arrival date, keeping the system's reservation-id order within a date. */
export function byArrival(rows: ResRow[]): ResRow[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (a.row.arrival < b.row.arrival ? -1 : a.row.arrival > b.row.arrival ? 1 : a.index - b.index))
    .map((x) => x.row);
}

/** Every reservation whose status is booked, live. */
export async function fetchBooked(): Promise<ResRow[]> {
  const out = await callTool<{ reservations?: ResRow[] }>("list_reservations", { status: "booked" });
  const rows = Array.isArray(out?.reservations) ? out.reservations : [];
  return byArrival(rows.filter((r) => r.status === "booked"));
}

/** Live availability of one room type for the nights from arrival up to departure. */
export async function fetchAvailability(roomType: string, arrival: string, departure: string): Promise<AvailabilityOut> {
  const out = await callTool<AvailabilityOut>("check_availability", { room_type: roomType, arrival, departure });
  return { ...out, nights: Array.isArray(out?.nights) ? out.nights : [] };
}

export function roomTypeName(property: Property | null, code: string): string {
  return property?.room_types.find((t) => t.code === code)?.name ?? code;
}

export function planName(property: Property | null, code: string): string {
  return property?.rate_plans.find((p) => p.code === code)?.name ?? code;
}

export function errorText(err: unknown): string {
  if (err instanceof ToolError) return err.message || err.code;
  if (err instanceof Error) return err.message;
  return String(err);
}

export interface FolioLine {
  id: string;
  kind: "charge" | "payment" | "refund";
  category?: string | null;
  description: string;
  amount: number;
  voided?: boolean;
}

export interface ResDetail extends ResRow {
  folio: FolioLine[];
  version: number;
}

export interface NewBooking {
  guest_name: string;
  guests: number;
  room_type: string;
  rate_plan: string;
  arrival: string;
  departure: string;
}

/** Book a new reservation; the system decides whether the plan may be booked for the dates. */
export async function createReservation(booking: NewBooking): Promise<ResDetail> {
  const out = await callTool<{ reservation: ResDetail }>("create_reservation", { ...booking });
  return out.reservation;
}
