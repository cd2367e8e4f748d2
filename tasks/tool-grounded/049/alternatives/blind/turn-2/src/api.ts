import { callTool } from "./bridge";

export type ReservationStatus = "booked" | "in_house" | "checked_out" | "cancelled" | "no_show";
export type PaymentMethod = "card" | "cash";

export type ReservationRow = {
  id: string;
  guest_name: string;
  guests: number;
  room_type: string;
  rate_plan: string;
  arrival: string;
  departure: string;
  nights: number;
  nightly_rate: number;
  status: ReservationStatus;
  room: string | null;
  balance: number;
};

export type FolioLine = {
  id: string;
  kind: "charge" | "payment" | "refund";
  category?: string | null;
  method?: PaymentMethod | null;
  description: string;
  amount: number;
  night?: string | null;
  posted_at: string;
  voided?: boolean;
  refunded?: number;
  refund_of?: string | null;
};

export type ReservationDetail = ReservationRow & {
  folio: FolioLine[];
  charges_total: number;
  payments_total: number;
  refunds_total: number;
  version: number;
};

export type ReservationRead = {
  reservation: ReservationDetail;
  business_date: string;
  evidence_token: string;
};

export async function fetchBusinessDate(): Promise<string> {
  const info = await callTool<{ business_date: string }>("get_property_info", {});
  return info.business_date;
}

export async function fetchArrivalWindow(from: string, to: string): Promise<ReservationRow[]> {
  const out = await callTool<{ reservations: ReservationRow[] }>("list_reservations", {
    arrival_from: from,
    arrival_to: to,
  });
  return out.reservations ?? [];
}

export async function fetchReservation(id: string): Promise<ReservationRead> {
  return callTool<ReservationRead>("get_reservation", { reservation_id: id });
}

export async function checkIn(id: string, evidenceToken: string): Promise<ReservationDetail> {
  const out = await callTool<{ reservation: ReservationDetail }>("check_in", {
    reservation_id: id,
    evidence_token: evidenceToken,
  });
  return out.reservation;
}

export async function recordPayment(
  id: string,
  amount: number,
  method: PaymentMethod,
): Promise<{ line: FolioLine; reservation: ReservationDetail }> {
  return callTool<{ line: FolioLine; reservation: ReservationDetail }>("record_payment", {
    reservation_id: id,
    amount,
    method,
  });
}

export function problemText(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) {
    return String((err as { message: unknown }).message);
  }
  return String(err);
}
