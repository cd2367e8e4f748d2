export type Sponsor = {
  id: number;
  name: string;
  /** The pledge in pence. */
  pledge: number;
};
