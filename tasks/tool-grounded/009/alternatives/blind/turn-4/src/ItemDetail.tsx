import { useEffect, useState } from "react";
import {
  COUNT_REASONS,
  failureText,
  fetchItem,
  saveCount,
  type ItemDetail as Detail,
  type Location,
} from "./inventory";

type Props = {
  sku: string;
  locations: Location[];
  onClose: () => void;
  onSaved: () => Promise<void>;
};

export default function ItemDetail({ sku, locations, onClose, onSaved }: Props) {
  const [detail, setDetail] = useState<Detail | null>(null);
  const [readError, setReadError] = useState("");
  const [version, setVersion] = useState(0);
  const [place, setPlace] = useState("");
  const [reason, setReason] = useState(COUNT_REASONS[0].value);
  const [countText, setCountText] = useState("");
  const [result, setResult] = useState("");
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let stale = false;
    fetchItem(sku)
      .then((out) => {
        if (!stale) {
          setDetail(out.item);
          setReadError("");
        }
      })
      .catch((err) => {
        if (!stale) setReadError(failureText(err));
      });
    return () => {
      stale = true;
    };
  }, [sku, version]);

  useEffect(() => {
    setResult("");
    setCountText("");
  }, [sku]);

  const placeId = place || locations[0]?.id || "";

  async function save() {
    const counted = Number(countText);
    if (countText.trim() === "" || !Number.isInteger(counted) || counted < 0) {
      setResult("Enter the counted quantity as a whole number (0 or more).");
      return;
    }
    setSaving(true);
    try {
      await saveCount(sku, placeId, counted, reason);
      setResult("Count saved");
      setVersion((v) => v + 1);
      await onSaved();
    } catch (err) {
      setResult(`Could not save count: ${failureText(err)}`);
    } finally {
      setSaving(false);
    }
  }

  const shownDetail = detail && detail.sku === sku ? detail : null;

  return (
    <div className="detail">
      {shownDetail ? (
        <>
          <p className="detail-name">{shownDetail.name}</p>
          <ul className="per-place">
            {locations.map((l) => {
              const s = shownDetail.stock.find((row) => row.location === l.id);
              const onHand = s?.on_hand ?? 0;
              const reserved = s?.reserved ?? 0;
              return <li key={l.id}>{`${l.name}: ${onHand} on hand, ${reserved} reserved, ${onHand - reserved} available`}</li>;
            })}
          </ul>
        </>
      ) : (
        <p className="quietline">{readError || "Reading the item…"}</p>
      )}

      <fieldset className="count-form">
        <legend>Stock count</legend>
        <div className="cells">
          <div className="cell">
            <label htmlFor="count-location">Count location</label>
            <select id="count-location" value={placeId} onChange={(e) => setPlace(e.target.value)}>
              {locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
          <div className="cell">
            <label htmlFor="count-reason">Reason</label>
            <select id="count-reason" value={reason} onChange={(e) => setReason(e.target.value)}>
              {COUNT_REASONS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          </div>
          <div className="cell">
            <label htmlFor="count-qty">Counted quantity</label>
            <input
              id="count-qty"
              type="number"
              min="0"
              step="1"
              value={countText}
              onChange={(e) => setCountText(e.target.value)}
            />
          </div>
        </div>
        <div className="row-end">
          <button type="button" onClick={() => void save()} disabled={saving}>
            Save count
          </button>
          <button type="button" className="soft" onClick={onClose}>
            Close
          </button>
        </div>
        {result && (
          <p className={result === "Count saved" ? "okline" : "warnline"} role="status">
            {result}
          </p>
        )}
      </fieldset>
    </div>
  );
}
