import { payPence, rentPence } from "./money";
import { DISCOUNT_PERCENT, type Plot } from "./types";

export type PlotFigures = {
  rent: number | null;
  pay: number | null;
};

export function isLet(plot: Plot): boolean {
  return plot.tenant !== null;
}

export function plotFigures(plot: Plot, rateMilli: number | null): PlotFigures {
  if (rateMilli === null) return { rent: null, pay: null };
  const rent = rentPence(plot.size, rateMilli);
  if (!isLet(plot)) return { rent, pay: null };
  return { rent, pay: payPence(rent, DISCOUNT_PERCENT[plot.concession]) };
}

export type Totals = {
  letCount: number;
  rentDue: number | null;
  concessions: number | null;
};

export function totals(plots: Plot[], rateMilli: number | null): Totals {
  const letPlots = plots.filter(isLet);
  if (rateMilli === null) return { letCount: letPlots.length, rentDue: null, concessions: null };
  let annual = 0;
  let due = 0;
  for (const plot of letPlots) {
    const { rent, pay } = plotFigures(plot, rateMilli);
    annual += rent ?? 0;
    due += pay ?? 0;
  }
  return { letCount: letPlots.length, rentDue: due, concessions: annual - due };
}
