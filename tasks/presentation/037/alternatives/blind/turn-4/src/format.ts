export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

export function roundOne(n: number): number {
  return Math.round(n * 10) / 10;
}

export function formatOneDecimal(n: number): string {
  return roundOne(n).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function formatPercent(n: number): string {
  return `${formatOneDecimal(n)}%`;
}

export function formatChange(n: number): string {
  if (n === 0) return "0";
  const body = formatCount(Math.abs(n));
  return n > 0 ? `+${body}` : `-${body}`;
}
