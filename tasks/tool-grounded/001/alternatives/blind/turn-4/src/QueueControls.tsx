import { PRIORITY_CHOICES } from "./helpdesk";
import type { Priority } from "./helpdesk";

export type PriorityFilter = "all" | Priority;

interface Props {
  priority: PriorityFilter;
  unassignedOnly: boolean;
  onPriority: (value: PriorityFilter) => void;
  onUnassignedOnly: (value: boolean) => void;
}

/** The filters above the table; they only narrow what is shown. */
export default function QueueControls({ priority, unassignedOnly, onPriority, onUnassignedOnly }: Props) {
  return (
    <fieldset className="filters">
      <legend>Filter the queue</legend>
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
