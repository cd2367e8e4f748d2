import type { Charger } from "./data";

export function hubTotals(chargers: Charger[]) {
  const sessions = chargers.reduce((sum, c) => sum + c.sessions, 0);
  const energyKwh = chargers.reduce((sum, c) => sum + c.energyKwh, 0);
  return { sessions, energyKwh };
}
