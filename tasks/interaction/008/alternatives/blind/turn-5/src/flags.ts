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
  /** The rollout as last written to the history (or the starting value). */
  recorded: number;
  /** What is typed in the Rollout (%) field right now. */
  draft: string;
  error: string | null;
};

export type Flags = Record<FlagId, Flag>;

function flag(enabled: boolean, rollout: number): Flag {
  return { enabled, rollout, recorded: rollout, draft: String(rollout), error: null };
}

export type Change =
  | { id: number; env: EnvId; kind: "rollout"; flag: FlagId; from: number; to: number }
  | { id: number; env: EnvId; kind: "toggle"; flag: FlagId; on: boolean }
  | { id: number; env: EnvId; kind: "all-off"; before: Record<FlagId, boolean> };

type NewChange = Change extends infer C ? (C extends Change ? Omit<C, "id"> : never) : never;

export type Console = {
  env: EnvId;
  envs: Record<EnvId, Flags>;
  /** Newest first. */
  history: Change[];
  nextChange: number;
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
  history: [],
  nextChange: 1,
};

export const RANGE_MESSAGE = "Rollout must be between 0 and 100";
export const BRAKE_MESSAGE = "Production rollouts can rise at most 25 points at a time";

/** Largest rise, in percentage points, one Production edit may make over the last recorded value. */
export const MAX_PRODUCTION_RISE = 25;

/** A whole number from 0 to 100, or null. */
export function parseRollout(text: string): number | null {
  if (text.trim() === "") return null;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 100) return null;
  return value;
}

/** search-v2 only works on top of new-checkout. */
export const DEPENDS_ON: Partial<Record<FlagId, FlagId>> = { "search-v2": "new-checkout" };

/** Whether a flag's own prerequisite is missing in this environment. */
export function isBlocked(flags: Flags, id: FlagId): boolean {
  const parent = DEPENDS_ON[id];
  return parent !== undefined && !flags[parent].enabled;
}

/** Enabled and not held back by a missing prerequisite. */
export function isOn(flags: Flags, id: FlagId): boolean {
  return flags[id].enabled && !isBlocked(flags, id);
}

export function reach(flags: Flags, id: FlagId, audience: number): number {
  if (!isOn(flags, id)) return 0;
  return Math.round((audience * flags[id].rollout) / 100);
}

export function describeChange(change: Change): string {
  const env = ENVIRONMENTS[change.env].name;
  switch (change.kind) {
    case "rollout":
      return `${env} · ${change.flag} rollout ${change.from}% → ${change.to}%`;
    case "toggle":
      return `${env} · ${change.flag} turned ${change.on ? "on" : "off"}`;
    case "all-off":
      return `${env} · all flags turned off`;
  }
}

export type Action =
  | { type: "env"; env: EnvId }
  | { type: "toggle"; env: EnvId; flag: FlagId }
  | { type: "draft"; env: EnvId; flag: FlagId; text: string }
  | { type: "commit"; env: EnvId; flag: FlagId }
  | { type: "all-off"; env: EnvId }
  | { type: "undo" };

function patchFlag(state: Console, env: EnvId, id: FlagId, patch: Partial<Flag>): Console {
  const flags = state.envs[env];
  return {
    ...state,
    envs: { ...state.envs, [env]: { ...flags, [id]: { ...flags[id], ...patch } } },
  };
}

function withEnabled(state: Console, env: EnvId, enabled: (id: FlagId) => boolean): Console {
  const flags = state.envs[env];
  const next = Object.fromEntries(FLAG_IDS.map((id) => [id, { ...flags[id], enabled: enabled(id) }])) as Flags;
  return { ...state, envs: { ...state.envs, [env]: next } };
}

function record(state: Console, change: NewChange): Console {
  return {
    ...state,
    history: [{ ...change, id: state.nextChange } as Change, ...state.history],
    nextChange: state.nextChange + 1,
  };
}

export function reducer(state: Console, action: Action): Console {
  switch (action.type) {
    case "env":
      return { ...state, env: action.env };

    case "toggle": {
      const on = !state.envs[action.env][action.flag].enabled;
      const next = patchFlag(state, action.env, action.flag, { enabled: on });
      return record(next, { env: action.env, kind: "toggle", flag: action.flag, on });
    }

    case "all-off": {
      const flags = state.envs[action.env];
      const before = Object.fromEntries(FLAG_IDS.map((id) => [id, flags[id].enabled])) as Record<FlagId, boolean>;
      if (!FLAG_IDS.some((id) => before[id])) return state;
      const next = withEnabled(state, action.env, () => false);
      return record(next, { env: action.env, kind: "all-off", before });
    }

    case "draft": {
      const value = parseRollout(action.text);
      if (value === null) {
        return patchFlag(state, action.env, action.flag, { draft: action.text, error: RANGE_MESSAGE });
      }
      const lastRecorded = state.envs[action.env][action.flag].recorded;
      if (action.env === "production" && value - lastRecorded > MAX_PRODUCTION_RISE) {
        return patchFlag(state, action.env, action.flag, { draft: action.text, error: BRAKE_MESSAGE });
      }
      return patchFlag(state, action.env, action.flag, { draft: action.text, rollout: value, error: null });
    }

    case "commit": {
      const current = state.envs[action.env][action.flag];
      if (current.rollout === current.recorded) return state;
      const next = patchFlag(state, action.env, action.flag, { recorded: current.rollout });
      return record(next, {
        env: action.env,
        kind: "rollout",
        flag: action.flag,
        from: current.recorded,
        to: current.rollout,
      });
    }

    case "undo": {
      const [last, ...rest] = state.history;
      if (!last) return state;
      const trimmed: Console = { ...state, history: rest };
      switch (last.kind) {
        case "rollout":
          return patchFlag(trimmed, last.env, last.flag, {
            rollout: last.from,
            recorded: last.from,
            draft: String(last.from),
            error: null,
          });
        case "toggle":
          return patchFlag(trimmed, last.env, last.flag, { enabled: !last.on });
        case "all-off":
          return withEnabled(trimmed, last.env, (id) => last.before[id]);
      }
    }
  }
}

export const usersFormat = new Intl.NumberFormat("en-US");
