const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

export function fmtInt(n: number): string {
  return whole.format(n);
}

/** Average session in tenths of a kWh, rounded (not truncated) from exact integers. */
export function averageTenths(energyKwh: number, sessions: number): number {
  return Math.round((energyKwh * 10) / sessions);
}

export function fmtTenths(tenths: number): string {
  return (tenths / 10).toFixed(1);
}

/** Percentage change in tenths of a percent, rounded from exact integers. */
export function changeTenths(from: number, to: number): number {
  return Math.round(((to - from) * 1000) / from);
}

export function fmtSignedPct(tenths: number): string {
  const text = `${(Math.abs(tenths) / 10).toFixed(1)}%`;
  if (tenths > 0) return `+${text}`;
  if (tenths < 0) return `-${text}`;
  return text;
}

const money = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function fmtPounds(pence: number): string {
  return `£${money.format(pence / 100)}`;
}

/** Share in tenths of a percent, rounded (not truncated) from exact integers. */
export function shareTenths(part: number, whole: number): number {
  return Math.round((part * 1000) / whole);
}

export function fmtPct(tenths: number): string {
  return `${(tenths / 10).toFixed(1)}%`;
}
