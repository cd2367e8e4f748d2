import { compareNames, type Player } from "./players";

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

export type StandingRow = {
  player: Player;
  score: number;
  rank: string;
};

/** Standings: score, then rating (highest first), then name from A to Z. */
export function computeStandings(players: Player[], rounds: Round[]): StandingRow[] {
  const scores = computeScores(players, rounds);
  return pairingOrder(players, scores).map((player, index) => ({
    player,
    score: scores.get(player.id) ?? 0,
    rank: String(index + 1),
  }));
}
