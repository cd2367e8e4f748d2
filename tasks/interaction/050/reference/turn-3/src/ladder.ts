export type Player = {
  id: number;
  name: string;
};

export type Challenge = {
  id: number;
  challengerId: number;
  opponentId: number;
  issuedDay: number;
};

export type Result = {
  no: number;
  winnerId: number;
  loserId: number;
  winner: string;
  loser: string;
  forfeit: boolean;
};

export const START_NAMES = [
  "Marta Quist",
  "Devon Ashby",
  "Lena Okoro",
  "Felix Brandt",
  "Suki Tanaka",
  "Omar Haddad",
  "Priya Venn",
  "Jonah Pell",
];

export const MAX_REACH = 3;
export const DAYS_TO_PLAY = 7;

export function startLadder(): Player[] {
  return START_NAMES.map((name, i) => ({ id: i + 1, name }));
}

export function placeOf(ladder: Player[], id: number): number {
  return ladder.findIndex((p) => p.id === id) + 1;
}

export function nameOf(ladder: Player[], id: number): string {
  const p = ladder.find((x) => x.id === id);
  return p ? p.name : "";
}

export function challengeProblem(
  ladder: Player[],
  open: Challenge[],
  challengerId: number | null,
  opponentId: number | null,
): string | null {
  if (challengerId === null || opponentId === null) return "Choose both players";
  if (challengerId === opponentId) return "A player cannot challenge themselves";
  const c = placeOf(ladder, challengerId);
  const o = placeOf(ladder, opponentId);
  if (o > c) return "Players can only challenge someone above them";
  if (c - o > MAX_REACH) return "Players can only challenge up to 3 places above";
  const busy = (id: number) => open.some((ch) => ch.challengerId === id || ch.opponentId === id);
  if (busy(challengerId)) return `${nameOf(ladder, challengerId)} is already in an open challenge`;
  if (busy(opponentId)) return `${nameOf(ladder, opponentId)} is already in an open challenge`;
  return null;
}

// The challenger takes the opponent's place; everyone from there down to just above the
// challenger's old place moves down one.
export function challengerWins(ladder: Player[], challengerId: number, opponentId: number): Player[] {
  const from = ladder.findIndex((p) => p.id === challengerId);
  const to = ladder.findIndex((p) => p.id === opponentId);
  if (from < 0 || to < 0 || to > from) return ladder;
  const next = ladder.slice();
  const [mover] = next.splice(from, 1);
  next.splice(to, 0, mover);
  return next;
}
