export const count = (v: number) => v.toLocaleString("en-US");

// Round half away from zero to one decimal (the small nudge keeps 84.35 from falling to 84.3).
export const round1 = (v: number) => Math.sign(v) * Math.round(Math.abs(v) * 10 + 1e-9) / 10;
export const one = (v: number) => round1(v).toFixed(1);
export const pct = (v: number) => `${one(v)}%`;
