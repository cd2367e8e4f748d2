const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** 12400 -> "12,400" */
export function withCommas(value: number): string {
  return whole.format(value);
}

export function total(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

export function roundedAverage(values: number[]): number {
  if (values.length === 0) return 0;
  return Math.round(total(values) / values.length);
}
