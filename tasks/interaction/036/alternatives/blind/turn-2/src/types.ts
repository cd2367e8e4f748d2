export type Team = {
  id: number;
  name: string;
  scores: Record<number, number>;
};
