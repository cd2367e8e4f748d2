export const ALLOWANCE = 30;

export function pointsText(n: number): string {
  return n === 1 ? `${n} point` : `${n} points`;
}

export function familiesText(n: number): string {
  return n === 1 ? `${n} family` : `${n} families`;
}

export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}
