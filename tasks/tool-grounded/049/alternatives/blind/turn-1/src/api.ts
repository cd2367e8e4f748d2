import { callTool } from "./bridge";

export type ReservationStatus = "booked" | "in_house" | "checked_out" | "cancelled" | "no_show";

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

export function problemText(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) {
    return String((err as { message: unknown }).message);
  }
  return String(err);
}
