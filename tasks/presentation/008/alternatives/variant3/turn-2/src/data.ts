export interface Member {
  name: string;
  distanceKm: number;
  runs: number;
  /** Moving time as h:mm:ss, as synced from the watch. */
  movingTime: string;
}

export const members: Member[] = [
  { name: 'Dana Whitfield', distanceKm: 182.4, runs: 23, movingTime: '15:54:34' },
  { name: 'Owen Gallagher', distanceKm: 178.3, runs: 22, movingTime: '14:57:27' },
  { name: 'Priya Raman', distanceKm: 176.9, runs: 24, movingTime: '16:15:54' },
  { name: 'Mei Chen', distanceKm: 151.2, runs: 19, movingTime: '15:19:48' },
  { name: 'Tom Reyes', distanceKm: 139.8, runs: 18, movingTime: '13:30:50' },
  { name: 'Ruth Adeyemi', distanceKm: 121.5, runs: 16, movingTime: '12:53:33' },
];

/** Whole-club distance in km for weeks 1 to 8, in week order. */
export const weeklyKm: number[] = [98.6, 104.2, 112.7, 121.5, 118.9, 142.3, 136.0, 115.9];
