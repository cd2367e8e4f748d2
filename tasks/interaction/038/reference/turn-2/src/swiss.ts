export type Player = { id: number; name: string; rating: number };
export type Outcome = "" | "1-0" | "Draw" | "0-1";
export type Game = { table: number; first: number; second: number; result: Outcome };
export type Round = { games: Game[]; bye: number | null };

export const MIN_PLAYERS = 4;
export const LENGTH_MESSAGE = "Name must be 2 to 24 characters";
export const LETTERS_MESSAGE = "Name may only use letters, spaces, hyphens and apostrophes";
export const RATING_MESSAGE = "Rating must be a whole number from 100 to 2800";
export const TOO_FEW_MESSAGE = "At least 4 players are needed";

const NAME_CHARS = /^[\p{L}\p{M} '-]+$/u;

export function nameProblem(raw: string, players: Player[]): string | null {
  const name = raw.trim();
  const length = Array.from(name).length;
  if (length < 2 || length > 24) return LENGTH_MESSAGE;
  if (!NAME_CHARS.test(name)) return LETTERS_MESSAGE;
  const same = players.find((p) => p.name.toLowerCase() === name.toLowerCase());
  if (same) return `${same.name} is already entered`;
  return null;
}

export function parseRating(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 100 && n <= 2800 ? n : null;
}

function byName(a: Player, b: Player): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

export function seedOrder(players: Player[]): Player[] {
  return [...players].sort((a, b) => b.rating - a.rating || byName(a, b));
}

/** Scores in half points: a win is 2, a draw 1, a bye 2. */
export function halfPoints(players: Player[], rounds: Round[]): Map<number, number> {
  const score = new Map<number, number>();
  for (const p of players) score.set(p.id, 0);
  const add = (id: number, n: number) => score.set(id, (score.get(id) ?? 0) + n);
  for (const round of rounds) {
    if (round.bye !== null) add(round.bye, 2);
    for (const g of round.games) {
      if (g.result === "1-0") add(g.first, 2);
      else if (g.result === "0-1") add(g.second, 2);
      else if (g.result === "Draw") {
        add(g.first, 1);
        add(g.second, 1);
      }
    }
  }
  return score;
}

export function formatScore(half: number): string {
  const whole = Math.floor(half / 2);
  return half % 2 === 0 ? String(whole) : `${whole}.5`;
}

/** Round 1: seed 1 plays seed 2, seed 3 plays seed 4 and so on; with an odd number the lowest seed has the bye. */
export function pairRound(players: Player[]): Round {
  const order = seedOrder(players);
  const bye = order.length % 2 === 1 ? order[order.length - 1].id : null;
  const pool = order.filter((p) => p.id !== bye);
  const games: Game[] = [];
  for (let i = 0; i + 1 < pool.length; i += 2) {
    games.push({ table: games.length + 1, first: pool[i].id, second: pool[i + 1].id, result: "" });
  }
  return { games, bye };
}

export type Standing = { player: Player; half: number; rank: string };

export function standings(players: Player[], rounds: Round[]): Standing[] {
  const score = halfPoints(players, rounds);
  const rows = players.map((p) => ({ player: p, half: score.get(p.id) ?? 0, rank: "" }));
  rows.sort((a, b) => b.half - a.half || b.player.rating - a.player.rating || byName(a.player, b.player));
  rows.forEach((row, i) => {
    row.rank = String(i + 1);
  });
  return rows;
}
