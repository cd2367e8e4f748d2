export const thousands = (n: number) => n.toLocaleString("en-US");

/** One decimal, half up, of part / whole * 100, with a % sign. */
export const percent = (part: number, whole: number) => {
  const tenths = Math.round((part * 1000) / whole + 1e-9);
  return `${(tenths / 10).toFixed(1)}%`;
};
