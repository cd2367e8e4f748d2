/** "h:mm:ss" -> seconds */
export function parseDuration(hms: string): number {
  const [h, m, s] = hms.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

/** Seconds spent per kilometre, unrounded. */
export function paceSecondsPerKm(movingTime: string, distanceKm: number): number {
  return parseDuration(movingTime) / distanceKm;
}

/** Pace as m:ss per kilometre, rounded to the nearest second, e.g. "5:14 /km". */
export function formatPace(secondsPerKm: number): string {
  const whole = Math.round(secondsPerKm);
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')} /km`;
}
