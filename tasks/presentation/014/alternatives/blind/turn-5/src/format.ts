export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** Year-on-year change as a signed percentage with one decimal: "+14.3%" or "-6.1%". */
export function formatChange(fraction: number): string {
  const rounded = Math.round(fraction * 1000) / 10;
  const text = Math.abs(rounded).toFixed(1);
  if (rounded < 0) return `-${text}%`;
  return `+${text}%`;
}

export function twoDecimals(n: number): string {
  return n.toFixed(2);
}

export function oneDecimal(n: number): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
