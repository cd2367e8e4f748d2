export type MonthLaunches = {
  month: string;
  launches: number;
  /** Launches within 10 minutes of the pagers sounding. */
  onTarget: number;
  /** The crew's average time from the pagers sounding to launch, in seconds. */
  averageSeconds: number;
};

/** April to September 2026, in calendar order. */
export const MONTHS: MonthLaunches[] = [
  { month: "April", launches: 9, onTarget: 8, averageSeconds: 452 },
  { month: "May", launches: 14, onTarget: 13, averageSeconds: 505 },
  { month: "June", launches: 21, onTarget: 18, averageSeconds: 600 },
  { month: "July", launches: 23, onTarget: 19, averageSeconds: 604 }, // three duplicate pager-log entries removed
  { month: "August", launches: 24, onTarget: 23, averageSeconds: 487 },
  { month: "September", launches: 10, onTarget: 9, averageSeconds: 420 },
];

export type IncidentType = {
  type: string;
  launches: number;
  onTarget: number;
};

export const INCIDENT_TYPES: IncidentType[] = [
  { type: "Cut off by the tide", launches: 17, onTarget: 15 },
  { type: "Medical evacuation", launches: 9, onTarget: 8 },
  { type: "Vessel machinery failure", launches: 27, onTarget: 25 },
  { type: "False alarm with good intent", launches: 12, onTarget: 10 },
  { type: "Person in the water", launches: 13, onTarget: 12 },
  { type: "Swimmer in difficulty", launches: 23, onTarget: 20 },
];
