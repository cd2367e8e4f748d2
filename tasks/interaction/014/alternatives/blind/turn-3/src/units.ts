export const GRAMS_PER_POUND = 453.59237;

/** Whole grams with a comma between thousands: "1,250 g". */
export function formatGrams(grams: number): string {
  return `${Math.round(grams).toLocaleString("en-US")} g`;
}

/** Kilograms with three decimals: "1.250". */
export function formatKg(grams: number): string {
  return (Math.round(grams) / 1000).toFixed(3);
}

/** Pounds rounded to two decimals: "2.76". */
export function formatLb(grams: number): string {
  return (Math.round((grams / GRAMS_PER_POUND) * 100) / 100).toFixed(2);
}

/** "1.250 kg (2.76 lb)" */
export function kgAndLb(grams: number): string {
  return `${formatKg(grams)} kg (${formatLb(grams)} lb)`;
}
