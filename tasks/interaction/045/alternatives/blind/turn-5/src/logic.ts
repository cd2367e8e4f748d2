export const CONDITION_NAMES = ["Blinded", "Frightened", "Poisoned", "Restrained", "Stunned"] as const;

export type ConditionName = (typeof CONDITION_NAMES)[number];

export type Condition = {
  name: ConditionName;
  rounds: number;
};

export type Combatant = {
  id: number;
  name: string;
  initiative: number;
  maxHp: number;
  hp: number;
  conditions: Condition[];
};

/** Parses a whole number written as optional minus sign and digits. */
export function parseWhole(raw: string): number | null {
  const text = raw.trim();
  if (!/^-?\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

export function wholeInRange(raw: string, min: number, max: number): number | null {
  const value = parseWhole(raw);
  if (value === null || value < min || value > max) return null;
  return value;
}

export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x < y) return -1;
  if (x > y) return 1;
  return 0;
}

export function sortOrder<T extends Combatant>(list: T[]): T[] {
  return [...list].sort((a, b) => {
    if (a.initiative !== b.initiative) return b.initiative - a.initiative;
    return compareNames(a.name, b.name);
  });
}

export function formatWhole(value: number): string {
  return String(value === 0 ? 0 : value);
}

export function isDown(c: Combatant): boolean {
  return c.hp <= 0;
}

/**
 * Walks the table from the row at `fromIndex` (exclusive) and returns the first combatant who is
 * not Down, wrapping around to the top once; `wrapped` tells whether the walk passed the end.
 */
export function findNextActive<T extends Combatant>(
  ordered: T[],
  fromIndex: number,
  skipId: number | null = null,
): { combatant: T; wrapped: boolean } | null {
  const count = ordered.length;
  let wrapped = false;
  for (let step = 1; step <= count; step += 1) {
    let position = fromIndex + step;
    if (position >= count) {
      wrapped = true;
      position -= count;
    }
    const candidate = ordered[position];
    if (candidate.id !== skipId && !isDown(candidate)) return { combatant: candidate, wrapped };
  }
  return null;
}

export function formatConditions(conditions: Condition[]): string {
  if (conditions.length === 0) return "None";
  return conditions.map((c) => `${c.name} (${c.rounds})`).join(", ");
}
