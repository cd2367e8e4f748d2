/** Counter 3 works in 15-minute blocks from 09:00; block 0 starts 09:00, block 11 starts 11:45. */
export const BLOCK_MINUTES = 15;
export const OPENING_MINUTES = 9 * 60;
export const BLOCK_COUNT = 12; // 09:00–12:00

export type ServiceId = "building" | "parking" | "event";
export type Service = { id: ServiceId; option: string; name: string; minutes: number };

export const SERVICES: Service[] = [
  { id: "building", option: "Building permit (45 min)", name: "Building permit", minutes: 45 },
  { id: "parking", option: "Parking permit (15 min)", name: "Parking permit", minutes: 15 },
  { id: "event", option: "Event permit (30 min)", name: "Event permit", minutes: 30 },
];

export type DayId = "mon" | "tue" | "wed";
export type Day = { id: DayId; label: string };

export const DAYS: Day[] = [
  { id: "mon", label: "Mon 9 Mar" },
  { id: "tue", label: "Tue 10 Mar" },
  { id: "wed", label: "Wed 11 Mar" },
];

export type Booking = { id: number; service: ServiceId; day: DayId; start: number };

export function serviceById(id: ServiceId): Service {
  return SERVICES.find((service) => service.id === id)!;
}

export function dayById(id: DayId): Day {
  return DAYS.find((day) => day.id === id)!;
}

export function blocksFor(service: ServiceId): number {
  return serviceById(service).minutes / BLOCK_MINUTES;
}

/** "HH:MM" → block index. */
function block(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h * 60 + m - OPENING_MINUTES) / BLOCK_MINUTES;
}

function range(from: string, to: string): number[] {
  const out: number[] = [];
  for (let i = block(from); i < block(to); i++) out.push(i);
  return out;
}

/** Time that was already taken before anyone used this page. */
const ALREADY_TAKEN: Record<DayId, number[]> = {
  mon: [...range("09:30", "10:15"), ...range("11:00", "11:15")],
  tue: range("09:00", "10:00"),
  wed: range("10:00", "10:30"),
};

/** Block index → "HH:MM" (index 12 gives the closing time "12:00"). */
export function clock(index: number): string {
  const minutes = OPENING_MINUTES + index * BLOCK_MINUTES;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function takenBlocks(day: DayId, bookings: Booking[]): Set<number> {
  const taken = new Set(ALREADY_TAKEN[day]);
  for (const booking of bookings) {
    if (booking.day !== day) continue;
    const length = blocksFor(booking.service);
    for (let i = 0; i < length; i++) taken.add(booking.start + i);
  }
  return taken;
}

/** Every start block whose whole appointment fits in free blocks before closing. */
export function freeStarts(service: ServiceId, day: DayId, bookings: Booking[]): number[] {
  const length = blocksFor(service);
  const taken = takenBlocks(day, bookings);
  const starts: number[] = [];
  for (let start = 0; start + length <= BLOCK_COUNT; start++) {
    let fits = true;
    for (let i = start; i < start + length; i++) {
      if (taken.has(i)) {
        fits = false;
        break;
      }
    }
    if (fits) starts.push(start);
  }
  return starts;
}

/** "10:15–11:00" */
export function span(service: ServiceId, start: number): string {
  return `${clock(start)}–${clock(start + blocksFor(service))}`;
}
