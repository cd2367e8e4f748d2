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

/** Percentage change of `current` against `previous`, one decimal, explicit sign: "+7.9%", "-1.8%". */
export function signedPercentChange(current: number, previous: number): string {
  if (previous === 0) return "n/a";
  const tenths = Math.round(((current - previous) / previous) * 1000);
  if (tenths === 0) return "0.0%";
  const text = (Math.abs(tenths) / 10).toFixed(1);
  return tenths > 0 ? `+${text}%` : `-${text}%`;
}
