export type Expense = {
  id: number;
  description: string;
  amount: number;
};
