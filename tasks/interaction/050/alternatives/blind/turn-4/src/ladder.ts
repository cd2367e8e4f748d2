export interface Player {
  id: number;
  name: string;
}

export interface Challenge {
  id: number;
  challengerId: number;
  opponentId: number;
  issuedDay: number;
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
export const DAYS_TO_PLAY = 7;

export function playByDay(challenge: Challenge): number {
  return challenge.issuedDay + DAYS_TO_PLAY;
}

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

export interface MatchResult {
  number: number;
  winner: string;
  loser: string;
  forfeit: boolean;
}

/**
 * The challenger takes the opponent's place; everyone from the opponent's old place down to the
 * place just above the challenger's old place moves down one. Nobody else moves.
 */
export function applyChallengerWin(players: Player[], challengerId: number, opponentId: number): Player[] {
  const challengerIndex = players.findIndex((p) => p.id === challengerId);
  const opponentIndex = players.findIndex((p) => p.id === opponentId);
  if (challengerIndex < 0 || opponentIndex < 0 || opponentIndex >= challengerIndex) return players;
  const next = players.slice();
  const [challenger] = next.splice(challengerIndex, 1);
  next.splice(opponentIndex, 0, challenger);
  return next;
}
