export type Car = "Compact" | "Estate" | "Van";
export type Plan = "Pay as you go" | "Member" | "Member Plus";

export const CARS: Car[] = ["Compact", "Estate", "Van"];
export const PLANS: Plan[] = ["Pay as you go", "Member", "Member Plus"];

type Rate = { hourCents: number; capCents: number; mileCents: number };

const TARIFF: Record<Car, Rate> = {
  Compact: { hourCents: 550, capCents: 4000, mileCents: 28 },
  Estate: { hourCents: 700, capCents: 5000, mileCents: 32 },
  Van: { hourCents: 950, capCents: 6600, mileCents: 46 },
};

const BOOKING_FEE_CENTS = 300;
const MEMBER_DISCOUNT_CENTS = 100;
const PLUS_FREE_MILES = 50;

export type Trip = {
  car: Car;
  hours: string;
  miles: string;
  plan: Plan;
};

export type Line = { label: string; cents: number };

export type Costing =
  | { ok: true; hours: number; miles: number; lines: Line[]; totalCents: number }
  | { ok: false; messages: string[] };

export function money(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = (abs % 100).toString().padStart(2, "0");
  return `${sign}$${dollars}.${rest}`;
}

function wholeIn(text: string, low: number, high: number): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= low && n <= high ? n : null;
}

export function planLines(car: Car, hours: number, miles: number, plan: Plan): Line[] {
  const rate = TARIFF[car];
  const hourCents = plan === "Member" ? rate.hourCents - MEMBER_DISCOUNT_CENTS : rate.hourCents;
  const days = Math.floor(hours / 24);
  const leftover = hours % 24;
  const timeCents = days * rate.capCents + Math.min(leftover * hourCents, rate.capCents);

  const free = plan === "Member Plus" ? PLUS_FREE_MILES : 0;
  const charged = Math.max(miles - free, 0);
  const mileageCents = charged * rate.mileCents;

  const lines: Line[] = [
    { label: "Time", cents: timeCents },
    { label: "Mileage", cents: mileageCents },
  ];
  if (plan === "Pay as you go") lines.push({ label: "Booking fee", cents: BOOKING_FEE_CENTS });
  return lines;
}

export function total(lines: Line[]): number {
  return lines.reduce((sum, line) => sum + line.cents, 0);
}

export function costTrip(trip: Trip): Costing {
  const hours = wholeIn(trip.hours, 1, 168);
  const miles = wholeIn(trip.miles, 0, 2000);
  const messages: string[] = [];
  if (hours === null) messages.push("Hours must be a whole number from 1 to 168");
  if (miles === null) messages.push("Miles must be a whole number from 0 to 2000");
  if (hours === null || miles === null) return { ok: false, messages };
  const lines = planLines(trip.car, hours, miles, trip.plan);
  return { ok: true, hours, miles, lines, totalCents: total(lines) };
}

export function comparePlans(trip: Trip): { plan: Plan; totalCents: number; cheapest: boolean }[] | null {
  const costing = costTrip(trip);
  if (!costing.ok) return null;
  const rows = PLANS.map((plan) => ({
    plan,
    totalCents: total(planLines(trip.car, costing.hours, costing.miles, plan)),
    cheapest: false,
  }));
  let best = 0;
  rows.forEach((row, i) => {
    if (row.totalCents < rows[best].totalCents) best = i;
  });
  rows[best].cheapest = true;
  return rows;
}
