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
  // Depot correction: trips cancelled by the road closure are not operated trips.
  { day: 'Thu', scheduled: 120, onTime: 109 },
  { day: 'Fri', scheduled: 140, onTime: 121 },
];

// Stops in the order Route 42 serves them.
export const SERVED_ORDER: string[] = [
  'Harbour Terminal',
  'Market Street',
  'Civic Centre',
  'Hospital Gates',
  'Elm Park',
  'Northgate Interchange',
];

// Average delay for the week in minutes (negative = early), as supplied by the depot.
export const AVERAGE_DELAY: Record<string, number> = {
  'Civic Centre': 2.6,
  'Elm Park': -0.4,
  'Harbour Terminal': 0.3,
  'Hospital Gates': 4.8,
  'Market Street': 1.2,
  'Northgate Interchange': 1.9,
};
