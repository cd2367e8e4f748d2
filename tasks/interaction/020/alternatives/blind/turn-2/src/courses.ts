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

export type Rolls = Record<CourseId, Learner[]>;

export function emptyRolls(): Rolls {
  return { pottery: [], spanish: [], bookkeeping: [], photography: [] };
}

/** Names match when they differ only in capital letters. */
export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
