/** Minutes and seconds like "6:05" (two-digit seconds, no unit). */
export function formatMinSec(totalSeconds: number): string {
  const whole = Math.round(totalSeconds);
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
