export const TEAMS = [
  "Ashby Rovers",
  "Brickfield Albion",
  "Canal Street",
  "Dockside United",
  "Elmwood Athletic",
];

export type Result = {
  id: number;
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
};

export const MATCHES_PER_TEAM = 8;

export type Deduction = {
  id: number;
  team: string;
  points: number;
};

export type Row = {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDiff: number;
  points: number;
  left: number;
  form: string;
};

export function parseGoals(value: string): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 0 && n <= 30 ? n : null;
}

export function formatDiff(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export function resultLine(r: Result): string {
  return `${r.home} ${r.homeGoals}-${r.awayGoals} ${r.away}`;
}

export function parsePoints(value: string): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= 9 ? n : null;
}

export function deductionLine(d: Deduction): string {
  return `${d.team}: ${d.points} ${d.points === 1 ? "point" : "points"}`;
}

export function buildTable(results: Result[], deductions: Deduction[]): Row[] {
  const rows: Row[] = TEAMS.map((team) => ({
    team,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDiff: 0,
    points: 0,
    left: MATCHES_PER_TEAM,
    form: "",
  }));
  const byTeam = new Map(rows.map((r) => [r.team, r]));
  const record = (row: Row, scored: number, conceded: number) => {
    row.played += 1;
    row.goalsFor += scored;
    row.goalsAgainst += conceded;
    if (scored > conceded) {
      row.won += 1;
      row.form += "W";
    } else if (scored === conceded) {
      row.drawn += 1;
      row.form += "D";
    } else {
      row.lost += 1;
      row.form += "L";
    }
  };
  for (const r of results) {
    const home = byTeam.get(r.home);
    const away = byTeam.get(r.away);
    if (home) record(home, r.homeGoals, r.awayGoals);
    if (away) record(away, r.awayGoals, r.homeGoals);
  }
  for (const row of rows) {
    row.goalDiff = row.goalsFor - row.goalsAgainst;
    row.points = row.won * 3 + row.drawn;
    row.left = MATCHES_PER_TEAM - row.played;
    row.form = row.form.slice(-5);
  }
  for (const d of deductions) {
    const row = byTeam.get(d.team);
    if (row) row.points -= d.points;
  }
  const headToHead = headToHeadPoints(rows, results);
  rows.sort(
    (a, b) =>
      b.points - a.points ||
      (headToHead.get(b.team) ?? 0) - (headToHead.get(a.team) ?? 0) ||
      b.goalDiff - a.goalDiff ||
      b.goalsFor - a.goalsFor ||
      (a.team < b.team ? -1 : a.team > b.team ? 1 : 0)
  );
  return rows;
}

// Points each team earned only in matches against the other teams level with it on Pts
// (deductions are already in Pts but play no part in these match points).
function headToHeadPoints(rows: Row[], results: Result[]): Map<string, number> {
  const groups = new Map<number, Set<string>>();
  for (const row of rows) {
    const group = groups.get(row.points) ?? new Set<string>();
    group.add(row.team);
    groups.set(row.points, group);
  }
  const h2h = new Map<string, number>();
  for (const group of groups.values()) {
    if (group.size < 2) continue;
    for (const team of group) h2h.set(team, 0);
    for (const r of results) {
      if (!group.has(r.home) || !group.has(r.away)) continue;
      if (r.homeGoals > r.awayGoals) {
        h2h.set(r.home, (h2h.get(r.home) ?? 0) + 3);
      } else if (r.homeGoals < r.awayGoals) {
        h2h.set(r.away, (h2h.get(r.away) ?? 0) + 3);
      } else {
        h2h.set(r.home, (h2h.get(r.home) ?? 0) + 1);
        h2h.set(r.away, (h2h.get(r.away) ?? 0) + 1);
      }
    }
  }
  return h2h;
}
