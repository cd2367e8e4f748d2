import { callTool, ToolError } from "./bridge";

export type RoomType = {
  code: string;
  name: string;
  rack_rate: number;
  capacity: number;
  rooms_total: number;
  rooms_in_service: number;
};

export type RatePlan = {
  code: string;
  name: string;
  no_show_nights: number;
};

export type Property = {
  property_name: string;
  business_date: string;
  clock: string;
  room_types: RoomType[];
  rate_plans: RatePlan[];
};

export type Booking = {
  id: string;
  guest_name: string;
  room_type: string;
  rate_plan: string;
  arrival: string;
  departure: string;
  nights: number;
  nightly_rate: number;
  status: string;
  room: string | null;
  balance: number;
};

export async function readProperty(): Promise<Property> {
  return callTool<Property>("get_property_info", {});
}

export async function readBookedUpTo(businessDate: string): Promise<Booking[]> {
  const out = await callTool<{ reservations: Booking[] }>("list_reservations", {
    status: "booked",
    arrival_to: businessDate,
  });
  return out.reservations
    .filter((b) => b.status === "booked" && b.arrival <= businessDate)
    .sort((a, b) => (a.arrival === b.arrival ? a.id.localeCompare(b.id) : a.arrival.localeCompare(b.arrival)));
}

export function planFor(plans: RatePlan[], ref: string): RatePlan | undefined {
  return plans.find((p) => p.code === ref) ?? plans.find((p) => p.name === ref);
}

/** No-show fee in cents: min(no-show nights, stay nights) x locked nightly rate. */
export function noShowFeeCents(booking: Booking, plan: RatePlan | undefined): number {
  if (!plan) return 0;
  const nights = Math.min(plan.no_show_nights, booking.nights);
  return Math.round(booking.nightly_rate * 100) * Math.max(nights, 0);
}

const usd = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function moneyFromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${usd.format(Math.abs(cents) / 100)}`;
}

export function money(amount: number): string {
  return moneyFromCents(Math.round(amount * 100));
}

/** Hours and minutes of the system clock, as the system writes them. */
export function clockTime(clock: string): string {
  const hit = /(\d{1,2}):(\d{2})/.exec(clock);
  return hit ? `${hit[1]}:${hit[2]}` : clock;
}

export function errorText(err: unknown): string {
  if (err instanceof ToolError) return err.message;
  if (err instanceof Error) return err.message;
  return String(err);
}

export type FolioLine = {
  id: string;
  kind: "charge" | "payment" | "refund";
  category: string | null;
  method: string | null;
  description: string;
  amount: number;
  voided: boolean;
  void_reason: string | null;
};

export type ReservationDetail = Booking & {
  folio: FolioLine[];
  version: number;
};

export type ReservationRead = {
  reservation: ReservationDetail;
  business_date: string;
  evidence_token: string;
};

export async function readReservation(id: string): Promise<ReservationRead> {
  return callTool<ReservationRead>("get_reservation", { reservation_id: id });
}

/** The newest no-show fee charge on a folio. */
export function noShowFeeLine(detail: ReservationDetail): FolioLine | undefined {
  const lines = detail.folio.filter((l) => l.kind === "charge" && l.category === "no_show_fee");
  return lines[lines.length - 1];
}

const CUTOFF_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function validCutoff(text: string): string | null {
  const trimmed = text.trim();
  return CUTOFF_PATTERN.test(trimmed) ? trimmed : null;
}

/** Minutes since midnight of an "HH:MM" or "H:MM" time. */
export function minutesOf(time: string): number {
  const hit = /(\d{1,2}):(\d{2})/.exec(time);
  if (!hit) return 0;
  return Number(hit[1]) * 60 + Number(hit[2]);
}
