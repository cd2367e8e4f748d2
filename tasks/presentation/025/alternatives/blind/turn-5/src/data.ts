export const MONTH_HOURS = 720;
export const GUARANTEE_TENTHS = 950; // 95.0%
export const RATED_MW = 3.6;

export interface Turbine {
  name: string;
  hoursAvailable: number;
  energyMWh: number;
  plannedHours: number;
  /** August availability, in % as published (one decimal) */
  augustPct: number;
}

export const turbines: Turbine[] = [
  { name: "Ashcairn", hoursAvailable: 702.5, energyMWh: 2184.6, plannedHours: 12.0, augustPct: 96.1 },
  { name: "Bellfield", hoursAvailable: 685.0, energyMWh: 2120.4, plannedHours: 24.0, augustPct: 97.3 },
  { name: "Corrie", hoursAvailable: 716.0, energyMWh: 2301.8, plannedHours: 0, augustPct: 99.4 },
  { name: "Dunmore", hoursAvailable: 591.5, energyMWh: 1702.4, plannedHours: 48.0, augustPct: 90.5 },
  { name: "Eskdale", hoursAvailable: 684.0, energyMWh: 2098.7, plannedHours: 0, augustPct: 93.8 },
  { name: "Fairlie", hoursAvailable: 720.0, energyMWh: 2256.9, plannedHours: 0, augustPct: 98.7 },
];
