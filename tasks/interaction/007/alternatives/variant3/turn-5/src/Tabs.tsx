import { useRef, type KeyboardEvent } from 'react';

export type TabSpec = { id: string; label: string };

type Props = {
  tabs: TabSpec[];
  selected: string;
  onSelect: (id: string) => void;
};

export default function Tabs({ tabs, selected, onSelect }: Props) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function handleKey(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    onSelect(tabs[next].id);
    buttons.current[next]?.focus();
  }

  return (
    <div className="tabs" role="tablist" aria-label="Views" onKeyDown={handleKey}>
      {tabs.map((tab, i) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={active ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
