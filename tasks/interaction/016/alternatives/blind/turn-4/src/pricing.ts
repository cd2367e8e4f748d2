export type Car = "Compact" | "Estate" | "Van";
export type Plan = "Pay as you go" | "Member" | "Member Plus";

export const CARS: Car[] = ["Compact", "Estate", "Van"];
export const PLANS: Plan[] = ["Pay as you go", "Member", "Member Plus"];

/** All amounts in whole cents. */
export const TARIFF: Record<Car, { hourly: number; dayCap: number; perMile: number }> = {
  Compact: { hourly: 550, dayCap: 4000, perMile: 28 },
  Estate: { hourly: 700, dayCap: 5000, perMile: 32 },
  Van: { hourly: 950, dayCap: 6600, perMile: 46 },
};

export const BOOKING_FEE = 300;
export const FREE_MILES_PLUS = 50;

export type TripInput = { car: Car; hours: number; miles: number; plan: Plan };

export type CostLine = { label: string; cents: number };

export function timeCost(car: Car, plan: Plan, hours: number): number {
  const t = TARIFF[car];
  const hourly = plan === "Member" ? t.hourly - 100 : t.hourly;
  const days = Math.floor(hours / 24);
  const rest = hours - days * 24;
  return days * t.dayCap + Math.min(rest * hourly, t.dayCap);
}

export function mileageCost(car: Car, plan: Plan, miles: number): number {
  const rate = TARIFF[car].perMile;
  const charged = plan === "Member Plus" ? Math.max(0, miles - FREE_MILES_PLUS) : miles;
  return charged * rate;
}

export function costLines(trip: TripInput): CostLine[] {
  const lines: CostLine[] = [
    { label: "Time", cents: timeCost(trip.car, trip.plan, trip.hours) },
    { label: "Mileage", cents: mileageCost(trip.car, trip.plan, trip.miles) },
  ];
  if (trip.plan === "Pay as you go") lines.push({ label: "Booking fee", cents: BOOKING_FEE });
  return lines;
}

export function tripTotal(trip: TripInput): number {
  return costLines(trip).reduce((sum, line) => sum + line.cents, 0);
}

/** "$1,362.00": dollar sign, thousands commas, two decimals. */
export function formatUsd(cents: number): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? "-" : "";
  const abs = Math.abs(rounded);
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${grouped}.${String(rest).padStart(2, "0")}`;
}

/** Parses a whole number within [min, max]; returns null when the text is not one. */
export function parseWhole(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if (value < min || value > max) return null;
  return value;
}
