import { useState } from "react";
import type { Child, MoneyBox } from "./types";
import { formatPounds } from "./money";

interface Props {
  children: Child[];
  boxes: Record<number, MoneyBox>;
  onSetShare: (share: number) => void;
}

const SHARE_PATTERN = /^\d+$/;

export default function MoneyBoxesSection({ children, boxes, onSetShare }: Props) {
  const [shareText, setShareText] = useState("25");
  const [message, setMessage] = useState("");

  function handleSet() {
    const share = SHARE_PATTERN.test(shareText) ? Number(shareText) : NaN;
    if (!Number.isInteger(share) || share < 0 || share > 100) {
      setMessage("Shares must be a whole number from 0 to 100");
      return;
    }
    onSetShare(share);
    setMessage("");
  }

  return (
    <section className="card" aria-labelledby="boxes-heading">
      <h2 id="boxes-heading">Money boxes</h2>
      <div className="entry-form">
        <div className="field">
          <label htmlFor="savings-share">Savings share (%)</label>
          <input
            id="savings-share"
            type="text"
            inputMode="numeric"
            value={shareText}
            onChange={(e) => setShareText(e.target.value)}
          />
        </div>
        <button type="button" onClick={handleSet}>
          Set share
        </button>
      </div>
      {message && (
        <p className="message" role="alert">
          {message}
        </p>
      )}
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Child</th>
            <th scope="col" className="num">
              Savings
            </th>
            <th scope="col" className="num">
              Spending
            </th>
          </tr>
        </thead>
        <tbody>
          {children.map((child) => {
            const box = boxes[child.id] ?? { savings: 0, spending: 0 };
            return (
              <tr key={child.id}>
                <td>{child.name}</td>
                <td className="num">{formatPounds(box.savings)}</td>
                <td className="num">{formatPounds(box.spending)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
