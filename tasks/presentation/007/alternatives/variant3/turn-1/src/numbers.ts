const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1140 -> "1,140" */
export const fmtPicks = (n: number) => whole.format(n);

/** 8 -> "8.0" */
export const fmtHours = (h: number) => h.toFixed(1);

/** 142.5 -> "142.5" */
export const fmtRate = (r: number) => r.toFixed(1);
