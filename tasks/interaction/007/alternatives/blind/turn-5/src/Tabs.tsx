import type { KeyboardEvent, ReactNode } from "react";

export type TabSpec = { id: string; label: string };

type Props = {
  tabs: TabSpec[];
  active: string;
  onSelect: (id: string) => void;
  children: ReactNode;
};

export default function Tabs({ tabs, active, onSelect, children }: Props) {
  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const index = tabs.findIndex((tab) => tab.id === active);
    const step = event.key === "ArrowRight" ? 1 : -1;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    onSelect(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label="Views" className="tab-strip" onKeyDown={onKey}>
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              id={`tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={selected ? "tab current" : "tab"}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} className="tab-body">
        {children}
      </div>
    </div>
  );
}
