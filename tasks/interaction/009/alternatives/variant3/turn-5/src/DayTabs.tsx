import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { DAYS, type DayKey } from './schedule';

interface Props {
  value: DayKey;
  onChange: (day: DayKey) => void;
  children: ReactNode;
}

export default function DayTabs({ value, onChange, children }: Props) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = DAYS.findIndex((d) => d.key === value);
    let next = -1;
    if (e.key === 'ArrowRight') next = (current + 1) % DAYS.length;
    else if (e.key === 'ArrowLeft') next = (current - 1 + DAYS.length) % DAYS.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = DAYS.length - 1;
    if (next < 0) return;
    e.preventDefault();
    onChange(DAYS[next].key);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label="Day" onKeyDown={onKeyDown}>
        {DAYS.map((d, i) => {
          const active = d.key === value;
          return (
            <button
              key={d.key}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${d.key}`}
              aria-selected={active}
              aria-controls="day-panel"
              tabIndex={active ? 0 : -1}
              className={active ? 'tab tab--on' : 'tab'}
              onClick={() => onChange(d.key)}
            >
              {d.label}
            </button>
          );
        })}
      </div>
      <div className="tabs__panel" role="tabpanel" id="day-panel" aria-labelledby={`tab-${value}`}>
        {children}
      </div>
    </div>
  );
}
