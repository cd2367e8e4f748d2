export type Player = { id: number; name: string; rating: number };
export type Outcome = "" | "1-0" | "Draw" | "0-1";
export type Game = { table: number; first: number; second: number; result: Outcome };
export type Round = { games: Game[]; bye: number | null };

export const ROUNDS = 4;
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

function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

export function pairRound(players: Player[], rounds: Round[], withdrawn: Set<number>): Round {
  const active = players.filter((p) => !withdrawn.has(p.id));
  const score = halfPoints(players, rounds);
  const order = [...active].sort(
    (a, b) => (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0) || b.rating - a.rating || byName(a, b),
  );
  let bye: number | null = null;
  if (order.length % 2 === 1) {
    const hadBye = new Set(rounds.map((r) => r.bye));
    for (let i = order.length - 1; i >= 0; i--) {
      if (!hadBye.has(order[i].id)) {
        bye = order[i].id;
        break;
      }
    }
  }
  const pool = order.filter((p) => p.id !== bye);
  const met = new Set<string>();
  for (const r of rounds) for (const g of r.games) met.add(pairKey(g.first, g.second));
  const taken = new Set<number>();
  const games: Game[] = [];
  pool.forEach((p, i) => {
    if (taken.has(p.id)) return;
    const below = pool.slice(i + 1).filter((q) => !taken.has(q.id));
    if (below.length === 0) return;
    const opponent = below.find((q) => !met.has(pairKey(p.id, q.id))) ?? below[0];
    taken.add(p.id);
    taken.add(opponent.id);
    games.push({ table: games.length + 1, first: p.id, second: opponent.id, result: "" });
  });
  return { games, bye };
}

export type Standing = { player: Player; half: number; buchholz: number; rank: string };

export function standings(players: Player[], rounds: Round[]): Standing[] {
  const score = halfPoints(players, rounds);
  const buchholz = new Map<number, number>();
  for (const p of players) buchholz.set(p.id, 0);
  for (const round of rounds) {
    for (const g of round.games) {
      if (g.result === "") continue;
      buchholz.set(g.first, (buchholz.get(g.first) ?? 0) + (score.get(g.second) ?? 0));
      buchholz.set(g.second, (buchholz.get(g.second) ?? 0) + (score.get(g.first) ?? 0));
    }
  }
  const rows = players.map((p) => ({ player: p, half: score.get(p.id) ?? 0, buchholz: buchholz.get(p.id) ?? 0, rank: "" }));
  rows.sort(
    (a, b) =>
      b.half - a.half || b.buchholz - a.buchholz || b.player.rating - a.player.rating || byName(a.player, b.player),
  );
  let i = 0;
  while (i < rows.length) {
    let j = i;
    while (j + 1 < rows.length && rows[j + 1].half === rows[i].half && rows[j + 1].buchholz === rows[i].buchholz) j++;
    for (let k = i; k <= j; k++) rows[k].rank = j > i ? `${i + 1}=` : String(i + 1);
    i = j + 1;
  }
  return rows;
}
