/** Distance with one decimal and the unit, e.g. "182.4 km". */
export function formatKm(km: number): string {
  return `${km.toFixed(1)} km`;
}

/** Adds distances in whole tenths so float noise never reaches the page. */
export function sumKm(values: number[]): number {
  const tenths = values.reduce((acc, v) => acc + Math.round(v * 10), 0);
  return tenths / 10;
}
