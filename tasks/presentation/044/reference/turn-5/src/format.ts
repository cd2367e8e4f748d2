export const count = (v: number) => v.toLocaleString("en-US");

// Round half away from zero to one decimal (the small nudge keeps 84.35 from falling to 84.3).
export const round1 = (v: number) => Math.sign(v) * Math.round(Math.abs(v) * 10 + 1e-9) / 10;
export const one = (v: number) => round1(v).toFixed(1);
export const pct = (v: number) => `${one(v)}%`;

// A difference of two one-decimal percentages, in percentage points: "+4.2 pts", "-3.9 pts", "0.0 pts".
export const points = (now: number, before: number) => {
  const tenths = Math.round(round1(now) * 10) - Math.round(before * 10);
  const text = (Math.abs(tenths) / 10).toFixed(1);
  return `${tenths > 0 ? "+" : tenths < 0 ? "-" : ""}${text} pts`;
};
