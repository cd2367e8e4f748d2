export const thousands = (n: number) => n.toLocaleString("en-US");

/** One decimal, half up, of part / whole * 100, with a % sign. */
export const percent = (part: number, whole: number) => {
  const tenths = Math.round((part * 1000) / whole + 1e-9);
  return `${(tenths / 10).toFixed(1)}%`;
};

/** Change from before to now, one decimal, "+3.5%", "-1.8%" or "0.0%". */
export const change = (now: number, before: number) => {
  const tenths = Math.round((Math.abs(now - before) * 1000) / before + 1e-9);
  if (tenths === 0) return "0.0%";
  return `${now > before ? "+" : "-"}${(tenths / 10).toFixed(1)}%`;
};
