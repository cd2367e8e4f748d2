import type { Team } from "./types";

export type RankedRow = {
  team: Team;
  total: number;
  rank: number;
  shared: boolean;
};

/** Orders teams by total, then tie points (both highest first), then name A to Z; level teams share a rank. */
export function rankTeams(
  teams: Team[],
  totalOf: (team: Team) => number,
  tieOf: (team: Team) => number,
): RankedRow[] {
  const rows = teams.map((team) => ({ team, total: totalOf(team), tie: tieOf(team) }));
  rows.sort((a, b) => {
    if (b.total !== a.total) return b.total - a.total;
    if (b.tie !== a.tie) return b.tie - a.tie;
    const an = a.team.name.toLowerCase();
    const bn = b.team.name.toLowerCase();
    return an < bn ? -1 : an > bn ? 1 : 0;
  });
  return rows.map((row) => {
    const above = rows.filter((other) => other.total > row.total || (other.total === row.total && other.tie > row.tie)).length;
    const shared = rows.filter((other) => other.total === row.total && other.tie === row.tie).length > 1;
    return { team: row.team, total: row.total, rank: above + 1, shared };
  });
}

export function rankLabel(row: RankedRow): string {
  return row.shared ? `=${row.rank}` : String(row.rank);
}
