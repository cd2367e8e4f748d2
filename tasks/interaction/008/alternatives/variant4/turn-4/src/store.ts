import { checkDraft, EnvName, EnvSettings, FLAGS, FlagName, startingSettings } from './flags';
import { Change, Entry } from './history';

export interface PanelState {
  env: EnvName;
  settings: Record<EnvName, EnvSettings>;
  /** Newest first. */
  history: Entry[];
  nextId: number;
}

export type Action =
  | { type: 'env'; env: EnvName }
  | { type: 'toggle'; flag: FlagName; on: boolean }
  | { type: 'type'; flag: FlagName; text: string }
  | { type: 'commit'; flag: FlagName }
  | { type: 'all-off' }
  | { type: 'undo' };

export const initialState = (): PanelState => ({
  env: 'Production',
  settings: startingSettings(),
  history: [],
  nextId: 1,
});

function patch(
  state: PanelState,
  env: EnvName,
  flag: FlagName,
  change: Partial<EnvSettings[FlagName]>,
): PanelState['settings'] {
  return {
    ...state.settings,
    [env]: { ...state.settings[env], [flag]: { ...state.settings[env][flag], ...change } },
  };
}

function record(state: PanelState, settings: PanelState['settings'], change: Change): PanelState {
  return {
    ...state,
    settings,
    history: [{ id: state.nextId, change }, ...state.history],
    nextId: state.nextId + 1,
  };
}

export function reducer(state: PanelState, action: Action): PanelState {
  const env = state.env;
  switch (action.type) {
    case 'env':
      return { ...state, env: action.env };
    case 'toggle': {
      if (state.settings[env][action.flag].enabled === action.on) return state;
      const settings = patch(state, env, action.flag, { enabled: action.on });
      return record(state, settings, { kind: 'toggle', env, flag: action.flag, on: action.on });
    }
    case 'type':
      return { ...state, settings: patch(state, env, action.flag, { draft: action.text }) };
    case 'commit': {
      const current = state.settings[env][action.flag];
      const check = checkDraft(current);
      if (check.error) return state;
      if (check.value === current.rollout) {
        if (current.draft === String(current.rollout)) return state;
        return { ...state, settings: patch(state, env, action.flag, { draft: String(check.value) }) };
      }
      const settings = patch(state, env, action.flag, {
        rollout: check.value,
        draft: String(check.value),
      });
      return record(state, settings, {
        kind: 'rollout',
        env,
        flag: action.flag,
        from: current.rollout,
        to: check.value,
      });
    }
    case 'all-off': {
      const before = {} as Record<FlagName, boolean>;
      const next = { ...state.settings[env] };
      for (const f of FLAGS) {
        before[f] = next[f].enabled;
        next[f] = { ...next[f], enabled: false };
      }
      if (!FLAGS.some((f) => before[f])) return state;
      return record(state, { ...state.settings, [env]: next }, { kind: 'all-off', env, before });
    }
    case 'undo': {
      const [last, ...rest] = state.history;
      if (!last) return state;
      const c = last.change;
      let settings = state.settings;
      if (c.kind === 'toggle') {
        settings = patch(state, c.env, c.flag, { enabled: !c.on });
      } else if (c.kind === 'rollout') {
        settings = patch(state, c.env, c.flag, { rollout: c.from, draft: String(c.from) });
      } else {
        const restored = { ...state.settings[c.env] };
        for (const f of FLAGS) restored[f] = { ...restored[f], enabled: c.before[f] };
        settings = { ...state.settings, [c.env]: restored };
      }
      return { ...state, settings, history: rest };
    }
  }
}
