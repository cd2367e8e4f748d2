import { daysBetween, isRealDate } from "./dates";
import type { Property } from "./api";

/** The first problem with an availability request, or "" when it may be sent. */
export function stayProblem(arrival: string, departure: string, property: Property): string {
  if (!isRealDate(arrival) || !isRealDate(departure)) return "Write dates like 2026-05-20";
  if (arrival < property.business_date) return `Arrival cannot be before ${property.business_date}`;
  if (departure <= arrival) return "Departure must be after arrival";
  if (daysBetween(arrival, departure) > property.max_nights) return `At most ${property.max_nights} nights`;
  return "";
}

/** The guest's name once the spaces around it are removed must have at least 2 characters. */
export function nameProblem(trimmedName: string): string {
  return trimmedName.length < 2 ? "Write the guest's name" : "";
}

/** A whole number of guests from 1 up to the room type's capacity. */
export function guestsProblem(raw: string, typeName: string, capacity: number): string {
  const text = raw.trim();
  const count = /^[0-9]+(\.0+)?$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(count) || count < 1 || count > capacity) return `${typeName} sleeps 1 to ${capacity} guests`;
  return "";
}
