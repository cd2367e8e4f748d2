import { Entrant, bySeed, parseHundredths } from "./entrants";
import { Heat, LANE_COUNT, LANE_ORDER } from "./heats";

export function parseResult(text: string): number | null {
  return parseHundredths(text, 500, 4000);
}

export interface Finalist {
  entrant: Entrant;
  result: number;
}

/** The final's lanes (index = lane - 1) from the runners in the given heats. */
export function finalLanes(heats: Heat[], byId: Map<number, Entrant>, results: Record<number, string>): (Finalist | null)[] | null {
  const finalists: Finalist[] = [];
  for (const heat of heats) {
    for (const id of heat) {
      if (id === null) continue;
      const result = parseResult(results[id] ?? "");
      if (result !== null) finalists.push({ entrant: byId.get(id)!, result });
    }
  }
  if (finalists.length === 0) return null;
  finalists.sort((a, b) => a.result - b.result || bySeed(a.entrant, b.entrant));
  const lanes: (Finalist | null)[] = Array(LANE_COUNT).fill(null);
  finalists.slice(0, LANE_COUNT).forEach((f, j) => {
    lanes[LANE_ORDER[j] - 1] = f;
  });
  return lanes;
}
