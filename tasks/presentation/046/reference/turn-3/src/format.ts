export const count = (v: number) => v.toLocaleString("en-US");

// Round half away from zero to one decimal.
export const round1 = (v: number) => (Math.sign(v) * Math.round(Math.abs(v) * 10 + 1e-9)) / 10;
export const pct = (v: number) => `${round1(v).toFixed(1)}%`;
export const pounds = (v: number) =>
  `£${v.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
