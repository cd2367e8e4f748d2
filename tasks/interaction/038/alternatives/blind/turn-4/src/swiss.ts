import { compareNames, type Player } from "./players";

export const TOTAL_ROUNDS = 4;
export const MIN_PLAYERS = 4;

export type Result = "none" | "1-0" | "draw" | "0-1";

export const RESULT_OPTIONS: { value: Result; label: string }[] = [
  { value: "none", label: "Not played" },
  { value: "1-0", label: "1-0" },
  { value: "draw", label: "Draw" },
  { value: "0-1", label: "0-1" },
];

export type Game = { first: number; second: number; result: Result };
export type Round = { games: Game[]; bye: number | null };

/** Points for the first- and second-named player of a game. */
function gamePoints(result: Result): [number, number] | null {
  switch (result) {
    case "1-0":
      return [1, 0];
    case "draw":
      return [0.5, 0.5];
    case "0-1":
      return [0, 1];
    default:
      return null;
  }
}

export function formatScore(value: number): string {
  return String(value);
}

export function computeScores(players: Player[], rounds: Round[]): Map<number, number> {
  const scores = new Map<number, number>();
  for (const player of players) scores.set(player.id, 0);
  const add = (id: number, points: number) => scores.set(id, (scores.get(id) ?? 0) + points);
  for (const round of rounds) {
    if (round.bye !== null) add(round.bye, 1);
    for (const game of round.games) {
      const points = gamePoints(game.result);
      if (!points) continue;
      add(game.first, points[0]);
      add(game.second, points[1]);
    }
  }
  return scores;
}

/** Sum of the current scores of every opponent met in a game with a result. */
export function computeBuchholz(
  players: Player[],
  rounds: Round[],
  scores: Map<number, number>,
): Map<number, number> {
  const buchholz = new Map<number, number>();
  for (const player of players) buchholz.set(player.id, 0);
  for (const round of rounds) {
    for (const game of round.games) {
      if (game.result === "none") continue;
      buchholz.set(game.first, (buchholz.get(game.first) ?? 0) + (scores.get(game.second) ?? 0));
      buchholz.set(game.second, (buchholz.get(game.second) ?? 0) + (scores.get(game.first) ?? 0));
    }
  }
  return buchholz;
}

/** Pairing order: score, then rating, both highest first, then name from A to Z. */
export function pairingOrder(players: Player[], scores: Map<number, number>): Player[] {
  return [...players].sort(
    (a, b) =>
      (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) ||
      b.rating - a.rating ||
      compareNames(a.name, b.name),
  );
}

/** Round 1: seed 1 plays seed 2, seed 3 plays seed 4 ...; the lowest seed sits out when odd. */
export function pairFirstRound(seeded: Player[]): Round {
  const playing = [...seeded];
  let bye: number | null = null;
  if (playing.length % 2 === 1) {
    bye = playing[playing.length - 1].id;
    playing.pop();
  }
  const games: Game[] = [];
  for (let index = 0; index + 1 < playing.length; index += 2) {
    games.push({ first: playing[index].id, second: playing[index + 1].id, result: "none" });
  }
  return { games, bye };
}

function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** Rounds 2 and later: Swiss pairing down the pairing order, avoiding rematches. */
export function pairLaterRound(order: Player[], rounds: Round[]): Round {
  const playing = [...order];
  const met = new Set<string>();
  const hadBye = new Set<number>();
  for (const round of rounds) {
    if (round.bye !== null) hadBye.add(round.bye);
    for (const game of round.games) met.add(pairKey(game.first, game.second));
  }

  let bye: number | null = null;
  if (playing.length % 2 === 1) {
    let index = playing.length - 1;
    while (index >= 0 && hadBye.has(playing[index].id)) index -= 1;
    if (index < 0) index = playing.length - 1;
    bye = playing[index].id;
    playing.splice(index, 1);
  }

  const games: Game[] = [];
  const unpaired = [...playing];
  while (unpaired.length >= 2) {
    const first = unpaired.shift()!;
    let partner = unpaired.findIndex((other) => !met.has(pairKey(first.id, other.id)));
    if (partner < 0) partner = 0;
    const second = unpaired.splice(partner, 1)[0];
    games.push({ first: first.id, second: second.id, result: "none" });
  }
  return { games, bye };
}

export type StandingRow = {
  player: Player;
  score: number;
  buchholz: number;
  rank: string;
};

/** Standings: score, Buchholz, rating (highest first), then name; level score and Buchholz share a rank. */
export function computeStandings(players: Player[], rounds: Round[]): StandingRow[] {
  const scores = computeScores(players, rounds);
  const buchholz = computeBuchholz(players, rounds, scores);
  const rows = players.map((player) => ({
    player,
    score: scores.get(player.id) ?? 0,
    buchholz: buchholz.get(player.id) ?? 0,
    rank: "",
  }));
  rows.sort(
    (a, b) =>
      b.score - a.score ||
      b.buchholz - a.buchholz ||
      b.player.rating - a.player.rating ||
      compareNames(a.player.name, b.player.name),
  );
  let start = 0;
  while (start < rows.length) {
    let end = start + 1;
    while (
      end < rows.length &&
      rows[end].score === rows[start].score &&
      rows[end].buchholz === rows[start].buchholz
    ) {
      end += 1;
    }
    const shared = end - start > 1;
    for (let index = start; index < end; index += 1) {
      rows[index].rank = shared ? `${start + 1}=` : `${start + 1}`;
    }
    start = end;
  }
  return rows;
}
