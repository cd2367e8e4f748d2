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

export function buildTable(results: Result[]): Row[] {
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
  }));
  const byTeam = new Map(rows.map((r) => [r.team, r]));
  const record = (row: Row, scored: number, conceded: number) => {
    row.played += 1;
    row.goalsFor += scored;
    row.goalsAgainst += conceded;
    if (scored > conceded) row.won += 1;
    else if (scored === conceded) row.drawn += 1;
    else row.lost += 1;
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
  }
  rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.goalDiff - a.goalDiff ||
      b.goalsFor - a.goalsFor ||
      (a.team < b.team ? -1 : a.team > b.team ? 1 : 0)
  );
  return rows;
}
