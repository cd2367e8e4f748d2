import type { PlanOut } from '../types';

interface PlanPanelProps {
  plan: PlanOut;
  itemName: string;
  locationName: (id: string) => string;
  committing: boolean;
  onCommit: () => void;
  onDiscard: () => void;
}

export default function PlanPanel({ plan, itemName, locationName, committing, onCommit, onDiscard }: PlanPanelProps) {
  return (
    <section className="panel panel--plan">
      <h2>Transfer plan</h2>
      <p className="plan__sentence">
        Move {plan.quantity} units of {itemName} from {locationName(plan.from_location)} to{' '}
        {locationName(plan.to_location)}
      </p>
      <div className="plan__actions">
        <button type="button" className="btn btn--primary" disabled={committing} onClick={onCommit}>
          Commit transfer
        </button>
        <button type="button" className="btn" disabled={committing} onClick={onDiscard}>
          Discard plan
        </button>
      </div>
    </section>
  );
}
