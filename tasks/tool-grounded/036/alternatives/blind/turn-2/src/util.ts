export type RoomRow = {
  number: string;
  room_type: string;
  room_type_name: string;
  floor: number;
  housekeeping: "dirty" | "clean" | "inspected" | "out_of_order";
  occupied_by: string | null;
  occupant_name: string | null;
  assigned_to: string[];
  note: string;
};

export type ResRow = {
  id: string;
  guest_name: string;
  guests: number;
  room_type: string;
  rate_plan: string;
  arrival: string;
  departure: string;
  nights: number;
  status: string;
  room: string | null;
};

export type RoomMove = {
  id: string;
  reservation_id: string;
  from_room: string;
  to_room: string;
  reason: string;
  at: string;
};

export function dayNumber(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / 86400000);
}

export function nightsBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function byRoomNumber(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (!Number.isNaN(na) && !Number.isNaN(nb) && na !== nb) return na - nb;
  return a.localeCompare(b);
}

/** Two stays [a1, d1) and [a2, d2) share a night when each begins before the other ends. */
export function sharesNight(a1: string, d1: string, a2: string, d2: string): boolean {
  return a1 < d2 && a2 < d1;
}

export function errorText(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) {
    return String((err as { message: unknown }).message);
  }
  return String(err);
}

export function moveNumber(id: string): number {
  const n = Number(id.replace(/\D/g, ""));
  return Number.isNaN(n) ? 0 : n;
}

/** "2026-05-13T17:25:00Z" -> "2026-05-13 17:25" in UTC. */
export function formatStamp(at: string): string {
  const hasZone = /([zZ]|[+-]\d\d:?\d\d)$/.test(at);
  if (hasZone) {
    const d = new Date(at);
    if (!Number.isNaN(d.getTime())) {
      const p = (n: number) => String(n).padStart(2, "0");
      return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
    }
  }
  const m = at.match(/^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/);
  return m ? `${m[1]} ${m[2]}` : at;
}
