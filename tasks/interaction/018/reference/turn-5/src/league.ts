export const TEAMS = [
  "Ashby Rovers",
  "Brickfield Albion",
  "Canal Street",
  "Dockside United",
  "Elmwood Athletic",
];

export type Result = { id: number; home: string; away: string; homeGoals: number; awayGoals: number };

export type Deduction = { id: number; team: string; points: number };

export const POINTS_MESSAGE = "Points must be a whole number from 1 to 9";

/** Points typed for a deduction: a whole number from 1 to 9, or null. */
export function parsePoints(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= 9 ? n : null;
}

export function deductionLine(d: Deduction): string {
  return `${d.team}: ${d.points} ${d.points === 1 ? "point" : "points"}`;
}

export type Row = {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  points: number;
};

export const SELF_MESSAGE = "A team cannot play itself";
export const GOALS_MESSAGE = "Goals must be whole numbers from 0 to 30";

/** A goal figure typed into a field: a whole number from 0 to 30, or null. */
export function parseGoals(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n <= 30 ? n : null;
}

export function duplicateMessage(home: string, away: string): string {
  return `${home} have already played ${away} at home`;
}

export function resultLine(r: Result): string {
  return `${r.home} ${r.homeGoals}-${r.awayGoals} ${r.away}`;
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export function buildTable(results: Result[], deductions: Deduction[]): Row[] {
  const rows = new Map<string, Row>();
  for (const team of TEAMS) {
    rows.set(team, { team, played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, points: 0 });
  }
  for (const r of results) {
    const home = rows.get(r.home)!;
    const away = rows.get(r.away)!;
    home.played += 1;
    away.played += 1;
    home.scored += r.homeGoals;
    home.conceded += r.awayGoals;
    away.scored += r.awayGoals;
    away.conceded += r.homeGoals;
    if (r.homeGoals > r.awayGoals) {
      home.won += 1;
      home.points += 3;
      away.lost += 1;
    } else if (r.homeGoals < r.awayGoals) {
      away.won += 1;
      away.points += 3;
      home.lost += 1;
    } else {
      home.drawn += 1;
      away.drawn += 1;
      home.points += 1;
      away.points += 1;
    }
  }
  for (const d of deductions) {
    rows.get(d.team)!.points -= d.points;
  }
  const list = [...rows.values()];
  const headToHead = new Map<string, number>();
  for (const row of list) {
    const level = new Set(list.filter((other) => other.points === row.points).map((other) => other.team));
    let h2h = 0;
    if (level.size > 1) {
      for (const r of results) {
        if (!level.has(r.home) || !level.has(r.away)) continue;
        if (r.home === row.team) h2h += matchPoints(r.homeGoals, r.awayGoals);
        if (r.away === row.team) h2h += matchPoints(r.awayGoals, r.homeGoals);
      }
    }
    headToHead.set(row.team, h2h);
  }
  return list.sort(
    (a, b) =>
      b.points - a.points ||
      headToHead.get(b.team)! - headToHead.get(a.team)! ||
      (b.scored - b.conceded) - (a.scored - a.conceded) ||
      b.scored - a.scored ||
      a.team.localeCompare(b.team),
  );
}

export const MATCHES_PER_TEAM = 8;
export const MATCHES_PER_SEASON = 20;

/** The team's last five results in list order, oldest first, as W/D/L letters; "-" when none. */
export function form(results: Result[], team: string): string {
  const letters: string[] = [];
  for (const r of results) {
    if (r.home !== team && r.away !== team) continue;
    const own = r.home === team ? r.homeGoals : r.awayGoals;
    const other = r.home === team ? r.awayGoals : r.homeGoals;
    letters.push(own > other ? "W" : own === other ? "D" : "L");
  }
  return letters.length === 0 ? "-" : letters.slice(-5).join("");
}

function matchPoints(own: number, other: number): number {
  return own > other ? 3 : own === other ? 1 : 0;
}
