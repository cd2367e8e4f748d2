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

export interface Balance {
  generated: number;
  usedOnSite: number;
  exported: number;
  imported: number;
  selfConsumption: number;
}

/** Hour-by-hour netting: solar covers the load first, the rest is exported; any shortfall is imported. */
export function energyBalance(generation: number[], load: number[]): Balance {
  let usedOnSite = 0;
  let exported = 0;
  let imported = 0;
  generation.forEach((g, i) => {
    const l = load[i] ?? 0;
    usedOnSite += Math.min(g, l);
    exported += Math.max(g - l, 0);
    imported += Math.max(l - g, 0);
  });
  const generated = sum(generation);
  return {
    generated,
    usedOnSite,
    exported,
    imported,
    selfConsumption: generated > 0 ? (usedOnSite / generated) * 100 : 0,
  };
}
