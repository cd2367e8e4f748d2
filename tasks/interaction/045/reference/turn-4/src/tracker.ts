export type Condition = { name: string; rounds: number };

export type Combatant = {
  id: number;
  name: string;
  init: number;
  maxHp: number;
  hp: number;
  conditions: Condition[];
};

/** The number typed, when it is a whole number from low to high; otherwise null. */
export function wholeIn(text: string, low: number, high: number): number | null {
  const t = text.trim();
  if (!/^-?\d+$/.test(t)) return null;
  const n = Number(t);
  if (n < low || n > high) return null;
  return n === 0 ? 0 : n;
}

/** Initiative highest first; ties by name A to Z, ignoring case. */
export function byOrder(a: Combatant, b: Combatant): number {
  if (a.init !== b.init) return b.init - a.init;
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The first combatant from position `from` on who is still standing; when the search
 * passes the end of the order it starts again at the top and the round goes up by one.
 */
export function nextActing(
  order: Combatant[],
  from: number,
  round: number,
): { round: number; actingId: number } | null {
  for (let i = from; i < order.length; i++) {
    if (order[i].hp > 0) return { round, actingId: order[i].id };
  }
  for (let i = 0; i < order.length; i++) {
    if (order[i].hp > 0) return { round: round + 1, actingId: order[i].id };
  }
  return null;
}
