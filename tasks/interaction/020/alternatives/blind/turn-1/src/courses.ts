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

export type Learner = {
  id: number;
  name: string;
};

export type Rolls = Record<CourseId, Learner[]>;

export function emptyRolls(): Rolls {
  return { pottery: [], spanish: [], bookkeeping: [], photography: [] };
}

/** Names match when they differ only in capital letters. */
export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
