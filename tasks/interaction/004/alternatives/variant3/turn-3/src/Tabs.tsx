import { useRef } from "react";
import type { KeyboardEvent, ReactNode } from "react";

export interface TabSpec<K extends string> {
  key: K;
  label: string;
}

interface Props<K extends string> {
  tabs: TabSpec<K>[];
  active: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys move between tabs, only the active panel is rendered. */
export default function Tabs<K extends string>({ tabs, active, onSelect, children }: Props<K>) {
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.key === active);
    let next = -1;
    if (event.key === "ArrowRight") next = (index + 1) % tabs.length;
    else if (event.key === "ArrowLeft") next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const key = tabs[next].key;
    onSelect(key);
    buttons.current[key]?.focus();
  }

  return (
    <div className="tabs">
      <div className="tab-strip" role="tablist" aria-label="Quiz views" onKeyDown={onKeyDown}>
        {tabs.map((t) => {
          const selected = t.key === active;
          return (
            <button
              key={t.key}
              ref={(el) => {
                buttons.current[t.key] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${t.key}`}
              aria-selected={selected}
              aria-controls={selected ? `panel-${t.key}` : undefined}
              tabIndex={selected ? 0 : -1}
              className={selected ? "tab tab--on" : "tab"}
              onClick={() => onSelect(t.key)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div
        className="tab-panel"
        role="tabpanel"
        id={`panel-${active}`}
        aria-labelledby={`tab-${active}`}
      >
        {children}
      </div>
    </div>
  );
}
