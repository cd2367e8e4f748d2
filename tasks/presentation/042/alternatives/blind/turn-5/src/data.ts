export interface ServiceLine {
  name: string;
  offered: number;
  answered: number;
  within60: number;
  /** Average wait over the eight weeks, in seconds. */
  waitSeconds: number;
}

export const SERVICE_LINES: ServiceLine[] = [
  { name: "Council tax", offered: 9412, answered: 8970, within60: 7176, waitSeconds: 58 },
  { name: "Waste and recycling", offered: 12306, answered: 11950, within60: 10516, waitSeconds: 41 },
  { name: "Housing repairs", offered: 7845, answered: 6902, within60: 4712, waitSeconds: 151 },
  { name: "Parking and permits", offered: 3118, answered: 3047, within60: 2593, waitSeconds: 47 },
  { name: "Benefits", offered: 5260, answered: 4811, within60: 3870, waitSeconds: 66 },
];

export const TARGET_TENTHS = 800; // 80.0%

export interface Week {
  label: string;
  seconds: number;
}

/** Average answer time, all lines together, each week named by its Monday. */
export const WEEKS: Week[] = [
  { label: "21 Sep", seconds: 60 },
  { label: "28 Sep", seconds: 71 },
  { label: "5 Oct", seconds: 142 },
  { label: "12 Oct", seconds: 131 },
  { label: "19 Oct", seconds: 90 },
  { label: "26 Oct", seconds: 97 },
  { label: "2 Nov", seconds: 76 },
  { label: "9 Nov", seconds: 59 },
];

export const SLOW_WEEK_SECONDS = 90;
export const FAST_WEEK_SECONDS = 60;
