import type { Hold } from "./booking";
import { clockOf, timeRange } from "./days";

export type Offer = {
  hold: Hold;
  token: string;
  roomName: string;
  outcome: { ok: boolean; text: string } | null;
  settled: boolean;
};

type Props = {
  offer: Offer;
  busy: boolean;
  onBook: () => void;
  onRelease: () => void;
};

export default function OfferPanel({ offer, busy, onBook, onRelease }: Props) {
  const { hold } = offer;
  return (
    <div className="offer">
      {!offer.settled && (
        <p className="count">
          {`${offer.roomName} ${timeRange(hold.start, hold.end)} held for ${hold.held_for} until ${clockOf(hold.expires_at)}`}
        </p>
      )}
      {!offer.settled && (
        <div className="toolbar">
          <button type="button" disabled={busy} onClick={onBook}>
            Book it
          </button>
          <button type="button" className="alt" disabled={busy} onClick={onRelease}>
            Let it go
          </button>
        </div>
      )}
      {offer.outcome &&
        (offer.outcome.ok ? (
          <p className="done" role="status">
            {offer.outcome.text}
          </p>
        ) : (
          <p className="trouble" role="alert">
            {offer.outcome.text}
          </p>
        ))}
    </div>
  );
}
