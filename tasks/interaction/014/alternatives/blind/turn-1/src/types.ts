export const CATEGORIES = ["Shelter", "Sleep", "Cooking", "Clothing", "Other"] as const;

export type Category = (typeof CATEGORIES)[number];

export type GearItem = {
  id: number;
  name: string;
  category: Category;
  grams: number;
};
