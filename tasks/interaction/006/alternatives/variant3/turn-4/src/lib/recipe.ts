export type UnitSystem = 'metric' | 'us';

export const BASE_SERVINGS = 4;
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 12;

interface UsMeasure {
  per: number;
  unit: 'cups' | 'tbsp';
}

export interface Ingredient {
  id: string;
  name: string;
  /** amount for BASE_SERVINGS */
  amount: number;
  unit: 'g' | 'ml' | '';
  us?: UsMeasure;
  custom?: boolean;
}

export const BASE_INGREDIENTS: Ingredient[] = [
  { id: 'flour', name: 'Flour', amount: 250, unit: 'g', us: { per: 125, unit: 'cups' } },
  { id: 'buttermilk', name: 'Buttermilk', amount: 500, unit: 'ml', us: { per: 240, unit: 'cups' } },
  { id: 'sugar', name: 'Sugar', amount: 30, unit: 'g', us: { per: 200, unit: 'cups' } },
  { id: 'butter', name: 'Unsalted butter', amount: 40, unit: 'g', us: { per: 14, unit: 'tbsp' } },
  { id: 'eggs', name: 'Eggs', amount: 2, unit: '' },
];

/** Half-up rounding that is not fooled by binary noise such as 7.4999999999. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const snapped = Number((value * factor).toPrecision(12));
  return Math.round(snapped) / factor;
}

/** String() already drops trailing zeros, so 312.50 -> "312.5" and 3.0 -> "3". */
export function formatNumber(value: number, decimals: number): string {
  return String(roundTo(value, decimals));
}

export function amountLabel(ingredient: Ingredient, servings: number, units: UnitSystem): string {
  const scaled = (ingredient.amount * servings) / BASE_SERVINGS;
  if (units === 'us' && ingredient.us) {
    return `${formatNumber(scaled / ingredient.us.per, 2)} ${ingredient.us.unit}`;
  }
  const figure = formatNumber(scaled, 1);
  return ingredient.unit ? `${figure} ${ingredient.unit}` : figure;
}

