export const FLAG_IDS = ["new-checkout", "dark-mode", "search-v2"] as const;
export type FlagId = (typeof FLAG_IDS)[number];

export type Flag = {
  enabled: boolean;
  /** The rollout percentage currently in effect. */
  rollout: number;
  /** What is typed in the Rollout (%) field right now. */
  draft: string;
  error: string | null;
};

export type Flags = Record<FlagId, Flag>;

export const DAILY_USERS = 20000;

function flag(enabled: boolean, rollout: number): Flag {
  return { enabled, rollout, draft: String(rollout), error: null };
}

/** Production as it runs today. */
export const PRODUCTION_START: Flags = {
  "new-checkout": flag(true, 10),
  "dark-mode": flag(false, 0),
  "search-v2": flag(true, 50),
};

export const RANGE_MESSAGE = "Rollout must be between 0 and 100";

/** A whole number from 0 to 100, or null. */
export function parseRollout(text: string): number | null {
  if (text.trim() === "") return null;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 100) return null;
  return value;
}

export function reach(f: Flag, audience: number): number {
  if (!f.enabled) return 0;
  return Math.round((audience * f.rollout) / 100);
}

export type Action = { type: "toggle"; flag: FlagId } | { type: "draft"; flag: FlagId; text: string };

export function reducer(state: Flags, action: Action): Flags {
  const current = state[action.flag];
  switch (action.type) {
    case "toggle":
      return { ...state, [action.flag]: { ...current, enabled: !current.enabled } };
    case "draft": {
      const value = parseRollout(action.text);
      const next: Flag =
        value === null
          ? { ...current, draft: action.text, error: RANGE_MESSAGE }
          : { ...current, draft: action.text, rollout: value, error: null };
      return { ...state, [action.flag]: next };
    }
  }
}

export const usersFormat = new Intl.NumberFormat("en-US");
