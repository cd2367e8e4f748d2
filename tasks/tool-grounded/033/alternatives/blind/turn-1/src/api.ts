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
