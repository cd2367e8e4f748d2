import type { KeyboardEvent, ReactNode } from "react";
import { DAYS, type DayId } from "./schedule";

type Props = {
  day: DayId;
  onDay: (day: DayId) => void;
  children: ReactNode;
};

export default function DayTabs({ day, onDay, children }: Props) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const index = DAYS.findIndex((d) => d.id === day);
    const next = DAYS[(index + (event.key === "ArrowRight" ? 1 : DAYS.length - 1)) % DAYS.length];
    onDay(next.id);
    document.getElementById(`day-tab-${next.id}`)?.focus();
  }

  return (
    <div className="day-tabs">
      <div role="tablist" aria-label="Day" className="day-strip" onKeyDown={onKeyDown}>
        {DAYS.map((d) => {
          const active = d.id === day;
          return (
            <button
              key={d.id}
              id={`day-tab-${d.id}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls="day-panel"
              tabIndex={active ? 0 : -1}
              className={active ? "day-tab on" : "day-tab"}
              onClick={() => onDay(d.id)}
            >
              {d.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="day-panel" aria-labelledby={`day-tab-${day}`} className="day-panel">
        {children}
      </div>
    </div>
  );
}
