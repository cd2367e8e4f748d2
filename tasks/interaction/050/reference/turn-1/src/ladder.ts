export type Player = {
  id: number;
  name: string;
};

export type Challenge = {
  id: number;
  challengerId: number;
  opponentId: number;
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
