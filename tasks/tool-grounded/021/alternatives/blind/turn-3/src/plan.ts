import { BookingSummary, listFreeSlots, Resource, Slot } from "./api";
import { toMinutes, toTime } from "./format";

export type Proposal = { standIn: Resource; start: string; end: string };

export type FreeByClinician = Map<string, { slotMinutes: number; slots: Slot[] }>;

/** Live free slots of every stand-in on one date. */
export async function freeSlotsOf(standIns: Resource[], date: string): Promise<FreeByClinician> {
  const free: FreeByClinician = new Map();
  for (const clinician of standIns) {
    free.set(clinician.id, await listFreeSlots(clinician.id, date));
  }
  return free;
}

/**
 * Among all stand-ins, the earliest free start at or after the appointment's own start that stays free
 * for the appointment's whole length (back-to-back free slots).
 */
export function proposeSlot(appointment: BookingSummary, standIns: Resource[], free: FreeByClinician): Proposal | null {
  const from = toMinutes(appointment.start);
  const length = toMinutes(appointment.end) - from;
  let best: Proposal | null = null;
  let bestStart = Infinity;
  for (const clinician of standIns) {
    const day = free.get(clinician.id);
    if (!day) continue;
    const starts = new Set(day.slots.map((slot) => toMinutes(slot.start)));
    const step = day.slotMinutes > 0 ? day.slotMinutes : 30;
    const candidates = [...starts].filter((s) => s >= from).sort((a, b) => a - b);
    for (const start of candidates) {
      let fits = true;
      for (let t = start; t < start + length; t += step) {
        if (!starts.has(t)) {
          fits = false;
          break;
        }
      }
      if (fits) {
        if (start < bestStart) {
          bestStart = start;
          best = { standIn: clinician, start: toTime(start), end: toTime(start + length) };
        }
        break;
      }
    }
  }
  return best;
}
