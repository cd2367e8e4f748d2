import type { Child, Chore } from "./types";

interface Props {
  children: Child[];
  chores: Chore[];
  onAssign: (choreId: number, childId: number | null) => void;
  onToggle: (choreId: number, done: boolean) => void;
  onCloseWeek: () => void;
}

export default function WeekSection({ children, chores, onAssign, onToggle, onCloseWeek }: Props) {
  const assigned = chores.filter((c) => c.assignee !== null);
  const ticked = assigned.filter((c) => c.done);

  return (
    <section className="card" aria-labelledby="week-heading">
      <h2 id="week-heading">This week</h2>
      {chores.length === 0 ? (
        <p className="muted">Add chores to fill the week</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Chore</th>
              <th scope="col">Assigned to</th>
              <th scope="col">Done</th>
            </tr>
          </thead>
          <tbody>
            {chores.map((chore) => (
              <tr key={chore.id}>
                <td>{chore.name}</td>
                <td>
                  <select
                    aria-label={`Assign ${chore.name}`}
                    value={chore.assignee === null ? "" : String(chore.assignee)}
                    onChange={(e) =>
                      onAssign(chore.id, e.target.value === "" ? null : Number(e.target.value))
                    }
                  >
                    <option value="">Nobody</option>
                    {children.map((child) => (
                      <option key={child.id} value={String(child.id)}>
                        {child.name}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${chore.name} done`}
                    checked={chore.assignee !== null && chore.done}
                    disabled={chore.assignee === null}
                    onChange={(e) => onToggle(chore.id, e.target.checked)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="summary">
        Done: {ticked.length} of {assigned.length} assigned chores
      </p>
      <div className="actions">
        <button type="button" onClick={onCloseWeek} disabled={assigned.length === 0}>
          Close week
        </button>
      </div>
    </section>
  );
}
