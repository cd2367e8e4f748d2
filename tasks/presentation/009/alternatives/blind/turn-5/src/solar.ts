/** Array size in kWp; a full day at this power is the capacity-factor denominator. */
export const ARRAY_KW = 24;
/** The first metered hour (05:00-06:00). */
export const FIRST_HOUR = 5;

/**
 * Metered generation per hour from 05:00 to 20:00, in tenths of a kWh (0.4 kWh -> 4).
 * 12:00-13:00 uses the corrected inverter reading (19.9 kWh).
 */
export const GENERATION_TENTHS: number[] = [4, 21, 56, 98, 135, 164, 187, 199, 192, 176, 143, 109, 72, 38, 15, 3];

export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

export const kwh = (tenths: number) => `${(tenths / 10).toFixed(1)} kWh`;

export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export function peakHour(series: number[]): { start: number; tenths: number } {
  let index = 0;
  for (let i = 1; i < series.length; i++) {
    if (series[i] > series[index]) index = i;
  }
  return { start: FIRST_HOUR + index, tenths: series[index] };
}

/** Day's energy as a share of running at full array power for 24 hours, in percent. */
export function capacityFactor(totalTenths: number): number {
  return (totalTenths / 10 / (ARRAY_KW * 24)) * 100;
}

/** School consumption for the same hours (05:00-20:00), in tenths of a kWh; nothing outside them. */
export const CONSUMPTION_TENTHS: number[] = [12, 14, 39, 115, 132, 128, 136, 116, 124, 121, 96, 53, 24, 19, 16, 15];

export interface Balance {
  generated: number;
  usedOnSite: number;
  exported: number;
  imported: number;
}

/** Hour-by-hour netting: solar first covers the school's own use, the rest is exported; any shortfall is imported. */
export function energyBalance(generation: number[], consumption: number[]): Balance {
  const result: Balance = { generated: 0, usedOnSite: 0, exported: 0, imported: 0 };
  generation.forEach((gen, i) => {
    const use = consumption[i] ?? 0;
    result.generated += gen;
    result.usedOnSite += Math.min(gen, use);
    result.exported += Math.max(gen - use, 0);
    result.imported += Math.max(use - gen, 0);
  });
  return result;
}

/** Weather-service forecast for the same hours (05:00-20:00), in tenths of a kWh. */
export const FORECAST_TENTHS: number[] = [5, 24, 61, 104, 142, 173, 196, 204, 201, 182, 148, 110, 70, 36, 14, 2];

/** Signed percent difference of `actual` against `expected`, one decimal: "-3.6%", "+2.0%". */
export function signedPercent(actual: number, expected: number): string {
  if (expected === 0) return "n/a";
  const tenthsOfPercent = Math.round(((actual - expected) / expected) * 1000);
  const text = (Math.abs(tenthsOfPercent) / 10).toFixed(1);
  return `${tenthsOfPercent < 0 ? "-" : "+"}${text}%`;
}
