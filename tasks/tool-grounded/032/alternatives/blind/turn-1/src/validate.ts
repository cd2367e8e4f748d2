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
