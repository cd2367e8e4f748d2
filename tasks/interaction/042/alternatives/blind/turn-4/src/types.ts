export type Climb = {
  id: number;
  name: string;
  grade: number;
  attempts: number;
  sent: boolean;
};
