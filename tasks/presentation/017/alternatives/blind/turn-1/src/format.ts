const COUNT = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** Patients and arrivals with thousands separators: 1,486. */
export function count(n: number): string {
  return COUNT.format(n);
}
