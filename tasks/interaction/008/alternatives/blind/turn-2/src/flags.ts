export const FLAG_IDS = ["new-checkout", "dark-mode", "search-v2"] as const;
export type FlagId = (typeof FLAG_IDS)[number];

export const ENV_IDS = ["production", "staging"] as const;
export type EnvId = (typeof ENV_IDS)[number];

export const ENVIRONMENTS: Record<EnvId, { name: string; audience: number; audienceLabel: string }> = {
  production: { name: "Production", audience: 20000, audienceLabel: "daily active users" },
  staging: { name: "Staging", audience: 250, audienceLabel: "internal testers" },
};

export type Flag = {
  enabled: boolean;
  /** The rollout percentage currently in effect. */
  rollout: number;
  /** What is typed in the Rollout (%) field right now. */
  draft: string;
  error: string | null;
};

export type Flags = Record<FlagId, Flag>;

function flag(enabled: boolean, rollout: number): Flag {
  return { enabled, rollout, draft: String(rollout), error: null };
}

export type Console = {
  env: EnvId;
  envs: Record<EnvId, Flags>;
};

export const START: Console = {
  env: "production",
  envs: {
    production: {
      "new-checkout": flag(true, 10),
      "dark-mode": flag(false, 0),
      "search-v2": flag(true, 50),
    },
    staging: {
      "new-checkout": flag(true, 100),
      "dark-mode": flag(true, 100),
      "search-v2": flag(true, 100),
    },
  },
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

export type Action =
  | { type: "env"; env: EnvId }
  | { type: "toggle"; flag: FlagId }
  | { type: "draft"; flag: FlagId; text: string };

function patchFlag(state: Console, id: FlagId, patch: Partial<Flag>): Console {
  const flags = state.envs[state.env];
  return {
    ...state,
    envs: { ...state.envs, [state.env]: { ...flags, [id]: { ...flags[id], ...patch } } },
  };
}

export function reducer(state: Console, action: Action): Console {
  switch (action.type) {
    case "env":
      return { ...state, env: action.env };
    case "toggle":
      return patchFlag(state, action.flag, { enabled: !state.envs[state.env][action.flag].enabled });
    case "draft": {
      const value = parseRollout(action.text);
      if (value === null) return patchFlag(state, action.flag, { draft: action.text, error: RANGE_MESSAGE });
      return patchFlag(state, action.flag, { draft: action.text, rollout: value, error: null });
    }
  }
}

export const usersFormat = new Intl.NumberFormat("en-US");
