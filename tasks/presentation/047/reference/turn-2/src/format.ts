export const count = (n: number) => n.toLocaleString("en-GB");

// Rounds half up on the decimal value (guards against binary representation just under .5).
export const fixed = (v: number, digits: number) => {
  const f = 10 ** digits;
  return (Math.round(v * f + 1e-7) / f).toFixed(digits);
};

export const pct = (part: number, whole: number) => `${fixed((part / whole) * 100, 1)}%`;

export const pounds = (pence: number) => {
  const p = Math.round(pence);
  const whole = Math.floor(p / 100);
  const rest = String(p % 100).padStart(2, "0");
  return `£${count(whole)}.${rest}`;
};
