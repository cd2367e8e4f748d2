export function groupThousands(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)));
  const parts: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) {
    parts.unshift(digits.slice(Math.max(0, end - 3), end));
  }
  return (n < 0 ? "-" : "") + parts.join(",");
}

/** Tenths of a kilogram written with one decimal: 16207 -> "1,620.7". */
export function formatKgTenths(tenths: number): string {
  const whole = Math.floor(tenths / 10);
  return `${groupThousands(whole)}.${tenths % 10}`;
}
