export type Course = { id: string; name: string; capacity: number; fee: number };

/** Fees in cents. */
export const COURSES: Course[] = [
  { id: "pottery", name: "Pottery", capacity: 3, fee: 11875 },
  { id: "spanish", name: "Conversational Spanish", capacity: 4, fee: 9600 },
  { id: "bookkeeping", name: "Bookkeeping", capacity: 2, fee: 14900 },
  { id: "photography", name: "Digital Photography", capacity: 3, fee: 13250 },
];

export const CONCESSIONS = ["None", "Student", "Over 60", "Jobseeker"] as const;
export type Concession = (typeof CONCESSIONS)[number];

/** Percentage taken off the course fee. */
const DISCOUNT: Record<Concession, number> = { None: 0, Student: 40, "Over 60": 25, Jobseeker: 40 };

export type Learner = { id: number; name: string; concession: Concession; paid: number };

/** Someone waiting for a place: the concession chosen when they joined stays with them. */
export type Waiting = { id: number; name: string; concession: Concession };

/** What a learner pays, in cents: a reduced fee is rounded to the whole dollar, half a dollar up. */
export function feeFor(course: Course, concession: Concession): number {
  const pct = DISCOUNT[concession];
  if (pct === 0) return course.fee;
  const scaled = course.fee * (100 - pct); // cents × 100
  return Math.floor((scaled + 5000) / 10000) * 100;
}

export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export function rollLine(l: Learner): string {
  const tail = l.concession === "None" ? "" : ` (${l.concession})`;
  return `${l.name} — ${money(l.paid)}${tail}`;
}

/** "$1,234.50" from cents. */
export function money(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `$${whole.toLocaleString("en-US")}.${rest}`;
}
