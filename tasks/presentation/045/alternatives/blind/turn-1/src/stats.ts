import { DAYS_IN_SEPTEMBER, STATIONS, Station } from "./data";
import { percentTenths } from "./format";

export const LINE_TOTAL = STATIONS.reduce((s, st) => s + st.footfall, 0);

export function dailyAverage(footfall: number): number {
  return Math.round(footfall / DAYS_IN_SEPTEMBER);
}

export function shareTenths(footfall: number): number {
  return percentTenths(footfall, LINE_TOTAL);
}

export function busiestStation(): Station {
  return STATIONS.reduce((best, st) => (st.footfall > best.footfall ? st : best), STATIONS[0]);
}
