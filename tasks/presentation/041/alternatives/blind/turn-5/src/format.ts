const intFmt = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

export function fmtCount(n: number): string {
  return intFmt.format(n);
}

/** Occupancy in tenths of a percent, rounded half up from exact integer arithmetic. */
export function occupancyTenths(admissions: number, capacity: number): number {
  return Math.round((admissions * 1000) / capacity);
}

export function fmtTenthsPct(tenths: number): string {
  return `${(tenths / 10).toFixed(1)}%`;
}

const oneDecFmt = new Intl.NumberFormat("en-GB", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export function fmtOneDecimal(n: number): string {
  return oneDecFmt.format(n);
}

const moneyFmt = new Intl.NumberFormat("en-GB", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function fmtPence(pence: number): string {
  return `£${moneyFmt.format(pence / 100)}`;
}

/** Average ticket in whole pence, rounded to the nearest penny. */
export function averageTicketPence(takingsPence: number, admissions: number): number {
  return Math.round(takingsPence / admissions);
}

/** Signed change: "+1,050" for a rise, "-75" for a fall, "0" for no change. */
export function fmtChange(n: number): string {
  if (n > 0) return `+${intFmt.format(n)}`;
  if (n < 0) return `-${intFmt.format(-n)}`;
  return "0";
}
