export const MONTH_HOURS = 720;
export const GUARANTEE_TENTHS = 950; // 95.0%

export interface Turbine {
  name: string;
  hoursAvailable: number;
}

export const turbines: Turbine[] = [
  { name: "Ashcairn", hoursAvailable: 702.5 },
  { name: "Bellfield", hoursAvailable: 655.0 },
  { name: "Corrie", hoursAvailable: 716.0 },
  { name: "Dunmore", hoursAvailable: 591.5 },
  { name: "Eskdale", hoursAvailable: 684.0 },
  { name: "Fairlie", hoursAvailable: 720.0 },
];
