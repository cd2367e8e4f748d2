import { percentOf } from "./format";

export type ComplaintType = { name: string; received: number; onTime: number; previous: number };

// Complaints received July to September 2026, and of those the ones resolved within 10 working days.
// Corrected: 60 Metering complaints had been logged twice.
// previous: complaints received April to June 2026.
export const TYPES: ComplaintType[] = [
  { name: "Billing", received: 1460, onTime: 1342, previous: 1310 },
  { name: "Low pressure", received: 615, onTime: 548, previous: 702 },
  { name: "Discoloured water", received: 388, onTime: 372, previous: 350 },
  { name: "Leaks", received: 840, onTime: 756, previous: 915 },
  { name: "Sewer flooding", received: 126, onTime: 97, previous: 88 },
  { name: "Metering", received: 569, onTime: 563, previous: 402 },
];

export function totalReceived(list: ComplaintType[]): number {
  return list.reduce((sum, t) => sum + t.received, 0);
}

export function totalOnTime(list: ComplaintType[]): number {
  return list.reduce((sum, t) => sum + t.onTime, 0);
}

export function totalPrevious(list: ComplaintType[]): number {
  return list.reduce((sum, t) => sum + t.previous, 0);
}

/** Change from the previous quarter as a percentage of the previous figure, rounded to one decimal. */
export function changePercent(current: number, previous: number): number {
  const tenths = Math.round((Math.abs(current - previous) * 1000) / previous);
  return (current < previous ? -tenths : tenths) / 10;
}

/** Share resolved within 10 working days, in percent with one decimal. */
export function onTimeShare(t: ComplaintType): number {
  return percentOf(t.onTime, t.received);
}

/** Most complaints received first. */
export function byReceived(list: ComplaintType[]): ComplaintType[] {
  return [...list].sort((a, b) => b.received - a.received);
}

/** The regulator's standard: at least 90.0% resolved within 10 working days. */
export const STANDARD = 90;

/** Exactly 90.0% meets the standard. */
export function meetsStandard(share: number): boolean {
  return share >= STANDARD;
}

export function typesMeetingStandard(list: ComplaintType[]): number {
  return list.filter((t) => meetsStandard(onTimeShare(t))).length;
}

/** Each complaint not resolved within 10 working days earns the customer £30. */
export const PAYMENT = 30;

export function lateComplaints(list: ComplaintType[]): number {
  return totalReceived(list) - totalOnTime(list);
}

export function compensationDue(list: ComplaintType[]): number {
  return lateComplaints(list) * PAYMENT;
}
