import { callTool } from "./bridge";

export type Status = "booked" | "in_house" | "checked_out" | "cancelled" | "no_show";

export interface FolioLine {
  id: string;
  kind: "charge" | "payment" | "refund";
  category: string | null;
  method: "card" | "cash" | null;
  description: string;
  amount: number;
  night: string | null;
  posted_at: string;
  voided: boolean;
  void_reason: string | null;
  refunded: number;
  refund_of: string | null;
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
  status: Status;
  room: string | null;
  balance: number;
}

export interface ResDetail extends ResRow {
  folio: FolioLine[];
  charges_total: number;
  payments_total: number;
  refunds_total: number;
  version: number;
}

export interface LineOut {
  line: FolioLine;
  reservation: ResDetail;
}

export function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

export function errorCode(err: unknown): string {
  if (err && typeof err === "object" && "code" in err) return String((err as { code: unknown }).code);
  return "";
}

export async function fetchBusinessDate(): Promise<string> {
  const info = await callTool<{ business_date: string }>("get_property_info", {});
  return info.business_date;
}

function byId(a: ResRow, b: ResRow): number {
  return a.id.localeCompare(b.id, "en", { numeric: true });
}

export async function searchGuests(text: string): Promise<ResRow[]> {
  const out = await callTool<{ reservations: ResRow[] }>("list_reservations", { guest: text });
  return [...out.reservations].sort(byId);
}

export async function fetchInHouse(): Promise<ResRow[]> {
  const out = await callTool<{ reservations: ResRow[] }>("list_reservations", { status: "in_house" });
  return [...out.reservations].sort((a, b) =>
    (a.room ?? "").localeCompare(b.room ?? "", "en", { numeric: true }) || byId(a, b),
  );
}

export async function fetchCredits(): Promise<ResRow[]> {
  const out = await callTool<{ reservations: ResRow[] }>("list_reservations", {});
  return out.reservations.filter((r) => Math.round(r.balance * 100) < 0).sort(byId);
}

export async function fetchReservation(id: string): Promise<{ reservation: ResDetail; evidence_token: string }> {
  return callTool<{ reservation: ResDetail; evidence_token: string }>("get_reservation", { reservation_id: id });
}

export async function voidCharge(reservationId: string, lineId: string, reason: string, token: string): Promise<LineOut> {
  return callTool<LineOut>("void_charge", {
    reservation_id: reservationId,
    line_id: lineId,
    reason,
    evidence_token: token,
  });
}

export async function postCharge(reservationId: string, category: string, description: string, amount: number): Promise<LineOut> {
  return callTool<LineOut>("post_charge", {
    reservation_id: reservationId,
    category,
    description,
    amount,
  });
}

export async function refundPayment(reservationId: string, paymentLineId: string, amount: number, token: string): Promise<LineOut> {
  return callTool<LineOut>("refund_payment", {
    reservation_id: reservationId,
    payment_line_id: paymentLineId,
    amount,
    evidence_token: token,
  });
}
