const countFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** Parcel counts with thousands separators: 1,120. */
export function fmtCount(n: number): string {
  return countFormat.format(n);
}

/** A percentage held in tenths of a percent, with one decimal and a % sign: 900 -> "90.0%". */
export function fmtRate(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10}%`;
}
