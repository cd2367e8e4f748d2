const COUNT = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** Patients and arrivals with thousands separators: 1,486. */
export function count(n: number): string {
  return COUNT.format(n);
}

/** part / whole as a percentage rounded to one decimal: "80.0%". */
export function share(part: number, whole: number): string {
  if (whole === 0) return "0.0%";
  return `${(Math.round((part * 1000) / whole) / 10).toFixed(1)}%`;
}
