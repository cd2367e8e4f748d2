export const HOTEL_ROOMS = 140;
export const NIGHTS_IN_WEEK = 7;

export interface Night {
  /** Short form used everywhere on the page, e.g. "Mon 9 Nov". */
  label: string;
  roomsSold: number;
  /** Room revenue in pence. */
  revenuePence: number;
}

/** Monday 9 to Sunday 15 November 2026, in calendar order. */
export const NIGHTS: Night[] = [
  // Corrected after the night audit: a late coach party was missed on Monday.
  { label: "Mon 9 Nov", roomsSold: 114, revenuePence: 1296054 },
  { label: "Tue 10 Nov", roomsSold: 118, revenuePence: 1321718 },
  { label: "Wed 11 Nov", roomsSold: 119, revenuePence: 1416895 },
  { label: "Thu 12 Nov", roomsSold: 112, revenuePence: 1344000 },
  { label: "Fri 13 Nov", roomsSold: 133, revenuePence: 1823397 },
  { label: "Sat 14 Nov", roomsSold: 140, revenuePence: 2175600 },
  { label: "Sun 15 Nov", roomsSold: 83, revenuePence: 854950 },
];
