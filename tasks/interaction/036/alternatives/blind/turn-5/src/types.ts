export type Team = {
  id: number;
  name: string;
  scores: Record<number, number>;
  /** The round the team's joker is on, or null while unplayed. */
  joker: number | null;
};

export type JokerPlay = { teamId: number; round: number };
