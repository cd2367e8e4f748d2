/** Array size in kWp; a full day at this power is the capacity-factor denominator. */
export const ARRAY_KW = 24;
/** The first metered hour (05:00-06:00). */
export const FIRST_HOUR = 5;

/** Metered generation per hour from 05:00 to 20:00, in tenths of a kWh (0.4 kWh -> 4). */
export const GENERATION_TENTHS: number[] = [4, 21, 56, 98, 135, 164, 187, 121, 192, 176, 143, 109, 72, 38, 15, 3];

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
