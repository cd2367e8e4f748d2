export interface Player {
  id: number;
  name: string;
}

export interface Challenge {
  id: number;
  challengerId: number;
  opponentId: number;
}

export const STARTING_MEMBERS = [
  "Marta Quist",
  "Devon Ashby",
  "Lena Okoro",
  "Felix Brandt",
  "Suki Tanaka",
  "Omar Haddad",
  "Priya Venn",
  "Jonah Pell",
];

export const MAX_PLACES_ABOVE = 3;

export function startingPlayers(): Player[] {
  return STARTING_MEMBERS.map((name, index) => ({ id: index + 1, name }));
}

/** 1-based place of a player, or 0 when the player is not on the ladder. */
export function placeOf(players: Player[], id: number): number {
  return players.findIndex((p) => p.id === id) + 1;
}

export function nameOf(players: Player[], id: number): string {
  return players.find((p) => p.id === id)?.name ?? "";
}

export function isInOpenChallenge(challenges: Challenge[], id: number): boolean {
  return challenges.some((c) => c.challengerId === id || c.opponentId === id);
}

/** Returns the first message that applies, or null when the challenge may be issued. */
export function checkChallenge(
  players: Player[],
  challenges: Challenge[],
  challengerId: number | null,
  opponentId: number | null,
): string | null {
  if (challengerId === null || opponentId === null) return "Choose both players";
  if (challengerId === opponentId) return "A player cannot challenge themselves";
  const challengerPlace = placeOf(players, challengerId);
  const opponentPlace = placeOf(players, opponentId);
  if (opponentPlace > challengerPlace) return "Players can only challenge someone above them";
  if (challengerPlace - opponentPlace > MAX_PLACES_ABOVE) {
    return "Players can only challenge up to 3 places above";
  }
  if (isInOpenChallenge(challenges, challengerId)) {
    return `${nameOf(players, challengerId)} is already in an open challenge`;
  }
  if (isInOpenChallenge(challenges, opponentId)) {
    return `${nameOf(players, opponentId)} is already in an open challenge`;
  }
  return null;
}
