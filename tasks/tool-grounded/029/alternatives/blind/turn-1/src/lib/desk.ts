import { callTool, ToolError } from "../bridge";

export type RoomType = {
  code: string;
  name: string;
  rack_rate: number;
  capacity: number;
  rooms_total: number;
  rooms_in_service: number;
};

export type Property = {
  property_name: string;
  business_date: string;
  max_nights: number;
  charge_limit: number;
  room_types: RoomType[];
};

export type Status = "booked" | "in_house" | "checked_out" | "cancelled" | "no_show";

export type Booking = {
  id: string;
  guest_name: string;
  guests: number;
  room_type: string;
  rate_plan: string;
  arrival: string;
  departure: string;
  nights: number;
  nightly_rate: number;
  status: Status;
  room: string | null;
  balance: number;
};

export type FolioLine = {
  id: string;
  kind: "charge" | "payment" | "refund";
  category?: string | null;
  method?: "card" | "cash" | null;
  description: string;
  amount: number;
  voided?: boolean;
};

export type BookingDetail = Booking & {
  folio: FolioLine[];
  charges_total: number;
  payments_total: number;
  refunds_total: number;
};

type Fresh = { reservation: BookingDetail; evidence_token: string; business_date: string };

export function fetchProperty(): Promise<Property> {
  return callTool<Property>("get_property_info", {});
}

export async function fetchBookings(): Promise<Booking[]> {
  const out = await callTool<{ reservations: Booking[] }>("list_reservations", {});
  return out.reservations;
}

export function fetchBooking(id: string): Promise<Fresh> {
  return callTool<Fresh>("get_reservation", { reservation_id: id });
}

export async function checkInGuest(id: string, token: string): Promise<BookingDetail> {
  const out = await callTool<{ reservation: BookingDetail }>("check_in", { reservation_id: id, evidence_token: token });
  return out.reservation;
}

export function reasonOf(err: unknown): string {
  if (err instanceof ToolError) return err.message;
  if (err instanceof Error) return err.message;
  return String(err);
}

export function byNumber(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true });
}
