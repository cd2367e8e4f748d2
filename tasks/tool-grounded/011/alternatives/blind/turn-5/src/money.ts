const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$1,164.00" */
export function formatUsd(value: number): string {
  return usd.format(Math.round(value * 100) / 100);
}

/** "lodging" -> "Lodging" */
export function capitalise(word: string): string {
  if (!word) return word;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Sum in cents so that floating point noise never shows up in a total. */
export function sumAmounts(amounts: number[]): number {
  const cents = amounts.reduce((acc, a) => acc + Math.round(a * 100), 0);
  return cents / 100;
}
