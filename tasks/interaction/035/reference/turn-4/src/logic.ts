export const PARTS = ["Soprano", "Alto", "Tenor", "Bass"] as const;
export type Part = (typeof PARTS)[number];

export type Mark = "Not marked" | "Present" | "Absent" | "Excused";
export const MARKS: Mark[] = ["Not marked", "Present", "Absent", "Excused"];

export interface Singer {
  id: number;
  name: string;
  part: Part;
}

export const START_SINGERS: Singer[] = [
  { id: 1, name: "Aoife Marren", part: "Soprano" },
  { id: 2, name: "Rosalind Tye", part: "Alto" },
  { id: 3, name: "Kwame Asante", part: "Tenor" },
  { id: 4, name: "Delphine Okafor", part: "Soprano" },
  { id: 5, name: "Lucjan Brenner", part: "Bass" },
  { id: 6, name: "Priya Venkat", part: "Alto" },
];

export const nameKey = (s: string) => s.trim().toLowerCase();

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const lengths = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= lengths[month - 1];
}

export function partCounts(singers: Singer[]): string {
  return PARTS.map((p) => `${p} ${singers.filter((s) => s.part === p).length}`).join(", ");
}

/** rehearsal date -> singer id -> mark; a singer missing from a rehearsal is Not marked */
export type Marks = Record<string, Record<number, Mark>>;

export function markOf(marks: Marks, date: string, singerId: number): Mark {
  return marks[date]?.[singerId] ?? "Not marked";
}

export interface Attendance {
  present: number;
  counted: number;
}

export function attendanceOf(marks: Marks, dates: string[], singerId: number): Attendance {
  let present = 0;
  let counted = 0;
  for (const d of dates) {
    const m = markOf(marks, d, singerId);
    if (m === "Excused") continue;
    counted += 1;
    if (m === "Present") present += 1;
  }
  return { present, counted };
}

/** a whole percentage, a half rounding up, worked out in integers */
export function halfUpPercent(present: number, counted: number): number {
  return Math.floor((200 * present + counted) / (2 * counted));
}

export function attendanceText(a: Attendance): string {
  if (a.counted === 0) return "—";
  return `${a.present}/${a.counted} (${halfUpPercent(a.present, a.counted)}%)`;
}

export function tallyText(marks: Marks, date: string, singers: Singer[]): string {
  let present = 0;
  let absent = 0;
  let excused = 0;
  for (const s of singers) {
    const m = markOf(marks, date, s.id);
    if (m === "Present") present += 1;
    else if (m === "Absent") absent += 1;
    else if (m === "Excused") excused += 1;
  }
  return `Present ${present}, Absent ${absent}, Excused ${excused}`;
}

/** at least one counted rehearsal and Present at 75% or more of them, on the exact share */
export function isEligible(a: Attendance): boolean {
  return a.counted > 0 && 4 * a.present >= 3 * a.counted;
}
