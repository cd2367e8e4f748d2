/** 468 seconds -> "7:48" (seconds always two digits) */
export function fmtTime(totalSeconds: number): string {
  const whole = Math.round(totalSeconds);
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}

/** 2216 -> "2,216" */
export function fmtCount(n: number): string {
  return n.toLocaleString("en-US", { maximumFractionDigits: 0 });
}

/** One decimal with thousands separators: 86.432 -> "86.4" */
export function fmtOne(x: number): string {
  return (Math.round(x * 10) / 10).toLocaleString("en-US", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

/** 26.489 -> "26.5%" */
export function fmtPct(x: number): string {
  return `${fmtOne(x)}%`;
}
