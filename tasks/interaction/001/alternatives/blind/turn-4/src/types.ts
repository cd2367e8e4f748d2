export const PEOPLE = ["Ana", "Ben", "Chloe"] as const;
export type Person = (typeof PEOPLE)[number];

export const CATEGORIES = ["Travel", "Food", "Lodging"] as const;
export type Category = (typeof CATEGORIES)[number];

export type Expense = {
  id: number;
  description: string;
  amount: number;
  paidBy: Person;
  category: Category;
};
