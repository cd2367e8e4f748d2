import { DAYS_IN_SEPTEMBER, STATIONS, Station } from "./data";
import { percentTenths } from "./format";

export const LINE_TOTAL = STATIONS.reduce((s, st) => s + st.footfall, 0);
export const LINE_LAST_YEAR = STATIONS.reduce((s, st) => s + st.lastYear, 0);

/** Change on September 2025 in tenths of a percent. */
export function changeTenths(now: number, before: number): number {
  return percentTenths(now - before, before);
}

export function dailyAverage(footfall: number): number {
  return Math.round(footfall / DAYS_IN_SEPTEMBER);
}

export function shareTenths(footfall: number): number {
  return percentTenths(footfall, LINE_TOTAL);
}

export function busiestStation(): Station {
  return STATIONS.reduce((best, st) => (st.footfall > best.footfall ? st : best), STATIONS[0]);
}

export function zoneTotal(zone: number): number {
  return STATIONS.filter((st) => st.zone === zone).reduce((s, st) => s + st.footfall, 0);
}

export function zoneLastYear(zone: number): number {
  return STATIONS.filter((st) => st.zone === zone).reduce((s, st) => s + st.lastYear, 0);
}

export function busierCount(): number {
  return STATIONS.filter((st) => st.footfall > st.lastYear).length;
}
