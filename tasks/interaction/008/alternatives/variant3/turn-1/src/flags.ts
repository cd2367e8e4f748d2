export const FLAG_NAMES = ['new-checkout', 'dark-mode', 'search-v2'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

/** Daily active users in production. */
export const DAILY_USERS = 20000;

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

export const PRODUCTION_START: FlagTable = {
  'new-checkout': setting(true, 10),
  'dark-mode': setting(false, 0),
  'search-v2': setting(true, 50),
};

/** A rollout is valid only as a whole number from 0 to 100. */
export function parseRollout(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 100) return null;
  return value;
}

export function reachOf(flag: FlagSetting, audience: number): number {
  return flag.enabled ? Math.round((audience * flag.rollout) / 100) : 0;
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}
