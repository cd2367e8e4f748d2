export const FLAG_NAMES = ['new-checkout', 'dark-mode', 'search-v2'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

export type EnvId = 'production' | 'staging';

export interface Environment {
  id: EnvId;
  label: string;
  /** How many people a 100% rollout reaches in this environment. */
  audience: number;
}

export const ENVIRONMENTS: Record<EnvId, Environment> = {
  production: { id: 'production', label: 'Production', audience: 20000 },
  staging: { id: 'staging', label: 'Staging', audience: 250 },
};

export const ENV_ORDER: EnvId[] = ['production', 'staging'];

export const RANGE_ERROR = 'Rollout must be between 0 and 100';

export interface FlagSetting {
  enabled: boolean;
  /** Rollout percentage currently in effect. */
  rollout: number;
  /** Raw text of the Rollout (%) field, which may be invalid. */
  draft: string;
  error: string | null;
}

export type FlagTable = Record<FlagName, FlagSetting>;

function setting(enabled: boolean, rollout: number): FlagSetting {
  return { enabled, rollout, draft: String(rollout), error: null };
}

export function startingFlags(): Record<EnvId, FlagTable> {
  return {
    production: {
      'new-checkout': setting(true, 10),
      'dark-mode': setting(false, 0),
      'search-v2': setting(true, 50),
    },
    staging: {
      'new-checkout': setting(true, 100),
      'dark-mode': setting(true, 100),
      'search-v2': setting(true, 100),
    },
  };
}

/** A rollout is valid only as a whole number from 0 to 100. */
export function parseRollout(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 100) return null;
  return value;
}

/** search-v2 only works while new-checkout is on in the same environment. */
export const DEPENDS_ON: Partial<Record<FlagName, FlagName>> = {
  'search-v2': 'new-checkout',
};

/** The prerequisite flag that is currently off, if any. */
export function blockedBy(table: FlagTable, name: FlagName): FlagName | null {
  const parent = DEPENDS_ON[name];
  return parent && !table[parent].enabled ? parent : null;
}

/** A flag is on when it is enabled and its prerequisite (if any) is on. */
export function isOn(table: FlagTable, name: FlagName): boolean {
  return table[name].enabled && blockedBy(table, name) === null;
}

export function reachOf(table: FlagTable, name: FlagName, audience: number): number {
  return isOn(table, name) ? Math.round((audience * table[name].rollout) / 100) : 0;
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}
