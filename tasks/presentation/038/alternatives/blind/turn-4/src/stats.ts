import { TARIFF_PENCE, type Charger } from "./data";

export function revenuePence(c: Charger): number {
  return c.energyKwh * TARIFF_PENCE[c.type];
}

export function hubTotals(chargers: Charger[]) {
  const sessions = chargers.reduce((sum, c) => sum + c.sessions, 0);
  const energyKwh = chargers.reduce((sum, c) => sum + c.energyKwh, 0);
  const revenue = chargers.reduce((sum, c) => sum + revenuePence(c), 0);
  return { sessions, energyKwh, revenuePence: revenue };
}
