import { formatUsd, type TripInput } from "./pricing";

export type SavedTrip = { id: number; name: string; trip: TripInput; total: number };

type Props = {
  entries: SavedTrip[];
  onLoad: (entry: SavedTrip) => void;
  onRemove: (id: number) => void;
};

export default function SavedTrips({ entries, onLoad, onRemove }: Props) {
  const savedTotal = entries.reduce((sum, e) => sum + e.total, 0);
  return (
    <section className="panel" aria-labelledby="saved-heading">
      <h2 id="saved-heading">Saved trips</h2>
      {entries.length === 0 ? (
        <p className="muted">No saved trips yet</p>
      ) : (
        <ul className="saved">
          {entries.map((entry) => (
            <li key={entry.id} className="entry">
              <div className="entry-text">
                <strong>{entry.name}</strong>
                <span>
                  {entry.trip.car}, {entry.trip.hours} h, {entry.trip.miles} mi
                </span>
                <span>{entry.trip.plan}</span>
                <span className="amount">{formatUsd(entry.total)}</span>
              </div>
              <div className="entry-actions">
                <button type="button" onClick={() => onLoad(entry)} aria-label={`Load ${entry.name}`}>
                  Load
                </button>
                <button type="button" onClick={() => onRemove(entry.id)} aria-label={`Remove ${entry.name}`}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="total">Saved total: {formatUsd(savedTotal)}</p>
    </section>
  );
}
