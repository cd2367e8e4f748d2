const gbp = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

export function fmtMoney(pence: number): string {
  return `£${gbp.format(pence / 100)}`;
}

export function fmtCount(n: number): string {
  return whole.format(n);
}

export function fmtPct(tenths: number): string {
  return `${(tenths / 10).toFixed(1)}%`;
}
