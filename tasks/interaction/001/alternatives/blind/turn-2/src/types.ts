export const PEOPLE = ["Ana", "Ben", "Chloe"] as const;
export type Person = (typeof PEOPLE)[number];

export type Expense = {
  id: number;
  description: string;
  amount: number;
  paidBy: Person;
};
