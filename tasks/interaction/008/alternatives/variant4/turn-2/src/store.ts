import { checkDraft, EnvName, EnvSettings, FlagName, startingSettings } from './flags';

export interface PanelState {
  env: EnvName;
  settings: Record<EnvName, EnvSettings>;
}

export type Action =
  | { type: 'env'; env: EnvName }
  | { type: 'toggle'; flag: FlagName; on: boolean }
  | { type: 'type'; flag: FlagName; text: string }
  | { type: 'commit'; flag: FlagName };

export const initialState = (): PanelState => ({
  env: 'Production',
  settings: startingSettings(),
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

export function reducer(state: PanelState, action: Action): PanelState {
  const env = state.env;
  switch (action.type) {
    case 'env':
      return { ...state, env: action.env };
    case 'toggle':
      return { ...state, settings: patch(state, env, action.flag, { enabled: action.on }) };
    case 'type':
      return { ...state, settings: patch(state, env, action.flag, { draft: action.text }) };
    case 'commit': {
      const current = state.settings[env][action.flag];
      const check = checkDraft(current);
      if (check.error) return state;
      return {
        ...state,
        settings: patch(state, env, action.flag, {
          rollout: check.value,
          draft: String(check.value),
        }),
      };
    }
  }
}
