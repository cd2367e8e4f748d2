export type Part = "Soprano" | "Alto" | "Tenor" | "Bass";
export const PARTS: Part[] = ["Soprano", "Alto", "Tenor", "Bass"];

export type Mark = "Not marked" | "Present" | "Absent" | "Excused";
export const MARKS: Mark[] = ["Not marked", "Present", "Absent", "Excused"];

export interface Singer {
  id: number;
  name: string;
  part: Part;
}

export interface Rehearsal {
  id: number;
  date: string;
}

export interface Attendance {
  present: number;
  counted: number;
}

export const INITIAL_SINGERS: Singer[] = [
  { id: 1, name: "Aoife Marren", part: "Soprano" },
  { id: 2, name: "Rosalind Tye", part: "Alto" },
  { id: 3, name: "Kwame Asante", part: "Tenor" },
  { id: 4, name: "Delphine Okafor", part: "Soprano" },
  { id: 5, name: "Lucjan Brenner", part: "Bass" },
  { id: 6, name: "Priya Venkat", part: "Alto" },
];

export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= monthDays[month - 1];
}

/** Whole percentage of part/whole, a half rounding up (whole > 0). */
export function wholePercent(part: number, whole: number): number {
  return Math.floor((200 * part + whole) / (2 * whole));
}

export function markKey(rehearsalId: number, singerId: number): string {
  return `${rehearsalId}:${singerId}`;
}

export function attendanceOf(
  singerId: number,
  rehearsals: Rehearsal[],
  marks: Record<string, Mark>,
): Attendance {
  let present = 0;
  let counted = 0;
  for (const rehearsal of rehearsals) {
    const mark = marks[markKey(rehearsal.id, singerId)] ?? "Not marked";
    if (mark === "Excused") continue;
    counted += 1;
    if (mark === "Present") present += 1;
  }
  return { present, counted };
}

export function isEligible(attendance: Attendance): boolean {
  return attendance.counted > 0 && attendance.present * 4 >= attendance.counted * 3;
}

export function formatAttendance(attendance: Attendance): string {
  if (attendance.counted === 0) return "—";
  return `${attendance.present}/${attendance.counted} (${wholePercent(attendance.present, attendance.counted)}%)`;
}
