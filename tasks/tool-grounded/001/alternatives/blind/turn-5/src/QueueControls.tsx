import { PRIORITY_CHOICES } from "./helpdesk";
import type { Priority, Status } from "./helpdesk";

export type PriorityFilter = "all" | Priority;
export type QueueView = "active" | Status;

export const VIEW_CHOICES: ReadonlyArray<{ value: QueueView; label: string }> = [
  { value: "active", label: "Active" },
  { value: "open", label: "Open" },
  { value: "pending", label: "Pending" },
  { value: "resolved", label: "Resolved" },
  { value: "closed", label: "Closed" },
];

interface Props {
  view: QueueView;
  priority: PriorityFilter;
  unassignedOnly: boolean;
  onView: (value: QueueView) => void;
  onPriority: (value: PriorityFilter) => void;
  onUnassignedOnly: (value: boolean) => void;
}

/** The view and filters above the table; they only narrow what is shown. */
export default function QueueControls({
  view,
  priority,
  unassignedOnly,
  onView,
  onPriority,
  onUnassignedOnly,
}: Props) {
  return (
    <fieldset className="filters">
      <legend>Filter the queue</legend>
      <div className="filter-item">
        <label htmlFor="queue-view">View</label>
        <select id="queue-view" value={view} onChange={(e) => onView(e.target.value as QueueView)}>
          {VIEW_CHOICES.map((v) => (
            <option key={v.value} value={v.value}>
              {v.label}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-item">
        <label htmlFor="filter-priority">Priority</label>
        <select
          id="filter-priority"
          value={priority}
          onChange={(e) => onPriority(e.target.value as PriorityFilter)}
        >
          <option value="all">All</option>
          {PRIORITY_CHOICES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-item">
        <input
          id="filter-unassigned"
          type="checkbox"
          checked={unassignedOnly}
          onChange={(e) => onUnassignedOnly(e.target.checked)}
        />
        <label htmlFor="filter-unassigned">Unassigned only</label>
      </div>
    </fieldset>
  );
}
