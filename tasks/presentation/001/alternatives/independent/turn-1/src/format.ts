const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export const count = (n: number) => whole.format(n);
