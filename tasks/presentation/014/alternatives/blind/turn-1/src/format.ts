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
