export type PlannedMeal = {
  /** Index into DAYS (0 = Monday). */
  day: number;
  /** Index into MEALS (0 = Breakfast). */
  meal: number;
  recipe: string;
  servings: number;
};

export function mealKey(m: { day: number; meal: number }): string {
  return `${m.day}-${m.meal}`;
}
