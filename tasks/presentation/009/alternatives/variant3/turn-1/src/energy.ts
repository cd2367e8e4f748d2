import { ARRAY_KWP, FIRST_HOUR } from './data';

export function clock(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

export function hourAt(index: number): number {
  return FIRST_HOUR + index;
}

export function kwh(value: number): string {
  return `${value.toFixed(1)} kWh`;
}

export function pct(value: number): string {
  return `${value.toFixed(1)}%`;
}

export function sum(values: number[]): number {
  return values.reduce((acc, v) => acc + v, 0);
}

export interface Peak {
  start: number;
  value: number;
}

export function peakHour(values: number[]): Peak {
  let best = 0;
  values.forEach((v, i) => {
    if (v > values[best]) best = i;
  });
  return { start: hourAt(best), value: values[best] };
}

/** Energy produced as a share of running at full rated power for 24 hours. */
export function capacityFactor(dayKwh: number): number {
  return (dayKwh / (ARRAY_KWP * 24)) * 100;
}
