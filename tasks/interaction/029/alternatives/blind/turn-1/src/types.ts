export type Plot = {
  id: number;
  number: string;
  size: number;
  tenant: string | null;
};
