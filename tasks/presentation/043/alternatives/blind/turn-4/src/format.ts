export function withThousands(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)));
  const parts: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) {
    parts.unshift(digits.slice(Math.max(0, end - 3), end));
  }
  return (n < 0 ? "-" : "") + parts.join(",");
}

/** An integer count of tenths written with one decimal: 383 -> "38.3". */
export function oneDecimal(tenths: number): string {
  return (tenths / 10).toFixed(1);
}

/** a / b as a percentage in tenths, rounded half up. */
export function percentTenths(a: number, b: number): number {
  return b === 0 ? 0 : Math.round((a * 1000) / b);
}

export function percentText(tenths: number): string {
  return `${oneDecimal(tenths)}%`;
}

/** Ratio a / b in tenths, rounded half up. */
export function ratioTenths(a: number, b: number): number {
  return b === 0 ? 0 : Math.round((a * 10) / b);
}

/** a / b in hundredths, rounded half up, written with two decimals. */
export function hundredths(a: number, b: number): number {
  return b === 0 ? 0 : Math.round((a * 100) / b);
}

export function twoDecimals(h: number): string {
  return (h / 100).toFixed(2);
}
