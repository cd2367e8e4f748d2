import { EnvName, FlagName } from './flags';

export type Change =
  | { kind: 'toggle'; env: EnvName; flag: FlagName; on: boolean }
  | { kind: 'rollout'; env: EnvName; flag: FlagName; from: number; to: number }
  | { kind: 'all-off'; env: EnvName; before: Record<FlagName, boolean> };

export interface Entry {
  id: number;
  change: Change;
}

export function describe(c: Change): string {
  switch (c.kind) {
    case 'toggle':
      return `${c.env} · ${c.flag} turned ${c.on ? 'on' : 'off'}`;
    case 'rollout':
      return `${c.env} · ${c.flag} rollout ${c.from}% → ${c.to}%`;
    case 'all-off':
      return `${c.env} · all flags turned off`;
  }
}
