export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return (
    "$" +
    dollars.toLocaleString("en-US", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
  );
}
