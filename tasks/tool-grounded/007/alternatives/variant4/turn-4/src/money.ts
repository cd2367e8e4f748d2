// Dollar formatting done on whole cents so float noise never shows up.
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function usd(amount: number): string {
  const cents = toCents(amount);
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString();
  const frac = (abs % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${frac}`;
}
