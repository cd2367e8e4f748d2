export type Terminal = {
  name: string;
  teu: number;
  calls: number;
  waitHours: number; // average berth wait per vessel call
};

// Q3 2026 (July to September)
export const TERMINALS: Terminal[] = [
  { name: "North Quay", teu: 412380, calls: 214, waitHours: 14.2 },
  { name: "Basin Terminal", teu: 268945, calls: 162, waitHours: 6.8 },
  { name: "Westmark", teu: 351026, calls: 188, waitHours: 12.5 },
  { name: "Old Dock", teu: 97550, calls: 71, waitHours: 3.1 },
  { name: "Pier Nine", teu: 284730, calls: 119, waitHours: 9.7 },
];

export function totalTeu(terminals: Terminal[]): number {
  return terminals.reduce((sum, t) => sum + t.teu, 0);
}

export function totalCalls(terminals: Terminal[]): number {
  return terminals.reduce((sum, t) => sum + t.calls, 0);
}

/** TEU handled per vessel call, rounded to the nearest whole number. */
export function teuPerCall(teu: number, calls: number): number {
  return Math.round(teu / calls);
}

export function byName(terminals: Terminal[]): Terminal[] {
  return [...terminals].sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}

export function longestWait(terminals: Terminal[]): Terminal {
  return terminals.reduce((best, t) => (t.waitHours > best.waitHours ? t : best));
}

export function byTeu(terminals: Terminal[]): Terminal[] {
  return [...terminals].sort((a, b) => b.teu - a.teu);
}
