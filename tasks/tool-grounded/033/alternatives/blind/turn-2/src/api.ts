import { callTool } from "./bridge";

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

export function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

function compareRooms(a: string | null, b: string | null): number {
  return (a ?? "").localeCompare(b ?? "", "en", { numeric: true });
}

/** The front desk's "today" as the system reports it. */
export async function fetchBusinessDate(): Promise<string> {
  const info = await callTool<{ business_date: string }>("get_property_info", {});
  return info.business_date;
}

/** In-house reservations, by departure date, then room number. */
export async function fetchInHouse(): Promise<ResRow[]> {
  const { reservations } = await callTool<{ reservations: ResRow[] }>("list_reservations", { status: "in_house" });
  return reservations
    .filter((row) => row.status === "in_house")
    .sort((a, b) => {
      if (a.departure !== b.departure) return a.departure < b.departure ? -1 : 1;
      return compareRooms(a.room, b.room);
    });
}

export interface FolioLine {
  id: string;
  kind: "charge" | "payment" | "refund";
  category?: string | null;
  method?: "card" | "cash" | null;
  description: string;
  amount: number;
  night?: string | null;
  posted_at: string;
  voided?: boolean;
  void_reason?: string | null;
  refunded?: number;
  refund_of?: string | null;
}

export interface ResDetail extends ResRow {
  folio: FolioLine[];
  charges_total: number;
  payments_total: number;
  refunds_total: number;
  version: number;
}

export interface ReservationRead {
  reservation: ResDetail;
  evidence_token: string;
}

/** One reservation in full, with a fresh evidence token. */
export async function fetchReservation(reservationId: string): Promise<ReservationRead> {
  return callTool<ReservationRead>("get_reservation", { reservation_id: reservationId });
}

export interface LineWrite {
  line: FolioLine;
  reservation: ResDetail;
}

export async function recordPayment(reservationId: string, amount: number, method: "card" | "cash"): Promise<LineWrite> {
  return callTool<LineWrite>("record_payment", { reservation_id: reservationId, amount, method });
}
