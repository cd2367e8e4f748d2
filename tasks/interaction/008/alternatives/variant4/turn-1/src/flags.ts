export const FLAGS = ['new-checkout', 'dark-mode', 'search-v2'] as const;
export type FlagName = (typeof FLAGS)[number];

export const ENVIRONMENTS = ['Production'] as const;
export type EnvName = (typeof ENVIRONMENTS)[number];

export const AUDIENCE: Record<EnvName, number> = { Production: 20000 };

export interface FlagSetting {
  enabled: boolean;
  /** Last recorded rollout: the value in effect whenever the field holds something invalid. */
  rollout: number;
  /** What is typed in the Rollout (%) field right now. */
  draft: string;
}

export type EnvSettings = Record<FlagName, FlagSetting>;

const setting = (enabled: boolean, rollout: number): FlagSetting => ({
  enabled,
  rollout,
  draft: String(rollout),
});

export function startingSettings(): Record<EnvName, EnvSettings> {
  return {
    Production: {
      'new-checkout': setting(true, 10),
      'dark-mode': setting(false, 0),
      'search-v2': setting(true, 50),
    },
  };
}

export const RANGE_ERROR = 'Rollout must be between 0 and 100';

export interface DraftCheck {
  value: number;
  error: string | null;
}

/** Reads the typed rollout; on any problem the last recorded value stays in effect. */
export function checkDraft(s: FlagSetting): DraftCheck {
  const text = s.draft.trim();
  if (!/^\d+$/.test(text) || Number(text) > 100) {
    return { value: s.rollout, error: RANGE_ERROR };
  }
  return { value: Number(text), error: null };
}

export function isLive(flag: FlagName, all: EnvSettings): boolean {
  return all[flag].enabled;
}

export function reach(env: EnvName, flag: FlagName, all: EnvSettings): number {
  if (!isLive(flag, all)) return 0;
  const pct = checkDraft(all[flag]).value;
  return Math.round((AUDIENCE[env] * pct) / 100);
}
