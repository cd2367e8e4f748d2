// Route 42, Harbour Terminal - Northgate Interchange, week of 3-7 March 2025.
// On time = left timing points no more than 1 minute early and no more than 5 minutes late.

export interface DayRecord {
  day: string;
  scheduled: number;
  onTime: number;
}

export const WEEKDAYS: DayRecord[] = [
  { day: 'Mon', scheduled: 140, onTime: 124 },
  { day: 'Tue', scheduled: 140, onTime: 129 },
  { day: 'Wed', scheduled: 140, onTime: 118 },
  { day: 'Thu', scheduled: 140, onTime: 109 },
  { day: 'Fri', scheduled: 140, onTime: 121 },
];
