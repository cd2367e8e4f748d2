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
