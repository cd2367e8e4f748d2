const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const share = new Intl.NumberFormat("en-US", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const count = (n: number) => whole.format(n);
export const percent = (fraction: number) => share.format(fraction);
export const delta = (n: number) => (n === 0 ? "±0" : n > 0 ? `+${count(n)}` : `\u2212${count(Math.abs(n))}`);
