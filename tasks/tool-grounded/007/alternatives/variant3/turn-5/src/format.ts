const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function money(amount: number): string {
  return usd.format(amount);
}

/** Adds dollar amounts in whole cents so the total has no binary noise. */
export function sumMoney(amounts: number[]): number {
  const cents = amounts.reduce((acc, a) => acc + Math.round(a * 100), 0);
  return cents / 100;
}
