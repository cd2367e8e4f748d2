export type CourseId = "pottery" | "spanish" | "bookkeeping" | "photography";

export type Course = {
  id: CourseId;
  name: string;
  capacity: number;
  /** Fee in cents. */
  fee: number;
};

export const COURSES: Course[] = [
  { id: "pottery", name: "Pottery", capacity: 3, fee: 11875 },
  { id: "spanish", name: "Conversational Spanish", capacity: 4, fee: 9600 },
  { id: "bookkeeping", name: "Bookkeeping", capacity: 2, fee: 14900 },
  { id: "photography", name: "Digital Photography", capacity: 3, fee: 13250 },
];

export function courseById(id: CourseId): Course {
  return COURSES.find((c) => c.id === id) ?? COURSES[0];
}

export type ConcessionId = "none" | "student" | "over60" | "jobseeker";

export type Concession = {
  id: ConcessionId;
  label: string;
  /** Share of the course fee the learner pays, in percent. */
  pays: number;
};

export const CONCESSIONS: Concession[] = [
  { id: "none", label: "None", pays: 100 },
  { id: "student", label: "Student", pays: 60 },
  { id: "over60", label: "Over 60", pays: 75 },
  { id: "jobseeker", label: "Jobseeker", pays: 60 },
];

export function concessionById(id: ConcessionId): Concession {
  return CONCESSIONS.find((c) => c.id === id) ?? CONCESSIONS[0];
}

/**
 * What a learner pays for a course, in cents. A reduced fee is rounded to the
 * whole dollar, half a dollar rounding up.
 */
export function feeFor(course: Course, concessionId: ConcessionId): number {
  const concession = concessionById(concessionId);
  if (concession.pays === 100) return course.fee;
  // fee (cents) x percent = hundredths of a cent; 10000 of them make a dollar.
  const hundredths = course.fee * concession.pays;
  const dollars = Math.floor((hundredths + 5000) / 10000);
  return dollars * 100;
}

export type Learner = {
  id: number;
  name: string;
  concession: ConcessionId;
  /** What the learner paid, in cents. */
  paid: number;
};

export type Waiter = {
  id: number;
  name: string;
  /** The concession chosen when they joined the waiting list. */
  concession: ConcessionId;
};

export type Rolls = Record<CourseId, Learner[]>;
export type WaitingLists = Record<CourseId, Waiter[]>;

export function emptyRolls(): Rolls {
  return { pottery: [], spanish: [], bookkeeping: [], photography: [] };
}

export function emptyWaitingLists(): WaitingLists {
  return { pottery: [], spanish: [], bookkeeping: [], photography: [] };
}

/** Names match when they differ only in capital letters. */
export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export type Withdrawal = {
  id: number;
  name: string;
  courseName: string;
  /** Refund in cents. */
  refund: number;
};

/** Full refund for 0 sessions, half (rounded down to the cent) for 1 or 2, nothing for 3 or more. */
export function refundFor(paid: number, sessions: number): number {
  if (sessions === 0) return paid;
  if (sessions <= 2) return Math.floor(paid / 2);
  return 0;
}

/** A whole number of sessions from 0 to 12, or null when the text is anything else. */
export function parseSessions(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < 0 || value > 12) return null;
  return value;
}
