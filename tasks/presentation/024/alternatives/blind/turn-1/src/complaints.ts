import { percentOf } from "./format";

export type ComplaintType = { name: string; received: number; onTime: number };

// Complaints received July to September 2026, and of those the ones resolved within 10 working days.
export const TYPES: ComplaintType[] = [
  { name: "Billing", received: 1460, onTime: 1342 },
  { name: "Low pressure", received: 615, onTime: 548 },
  { name: "Discoloured water", received: 388, onTime: 372 },
  { name: "Leaks", received: 840, onTime: 756 },
  { name: "Sewer flooding", received: 126, onTime: 97 },
  { name: "Metering", received: 629, onTime: 563 },
];

export function totalReceived(list: ComplaintType[]): number {
  return list.reduce((sum, t) => sum + t.received, 0);
}

export function totalOnTime(list: ComplaintType[]): number {
  return list.reduce((sum, t) => sum + t.onTime, 0);
}

/** Share resolved within 10 working days, in percent with one decimal. */
export function onTimeShare(t: ComplaintType): number {
  return percentOf(t.onTime, t.received);
}

/** Most complaints received first. */
export function byReceived(list: ComplaintType[]): ComplaintType[] {
  return [...list].sort((a, b) => b.received - a.received);
}
