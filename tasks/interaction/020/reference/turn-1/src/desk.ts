export type Course = { id: string; name: string; capacity: number; fee: number };

/** Fees in cents. */
export const COURSES: Course[] = [
  { id: "pottery", name: "Pottery", capacity: 3, fee: 11875 },
  { id: "spanish", name: "Conversational Spanish", capacity: 4, fee: 9600 },
  { id: "bookkeeping", name: "Bookkeeping", capacity: 2, fee: 14900 },
  { id: "photography", name: "Digital Photography", capacity: 3, fee: 13250 },
];

export type Learner = { id: number; name: string };

export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** "$1,234.50" from cents. */
export function money(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `$${whole.toLocaleString("en-US")}.${rest}`;
}
