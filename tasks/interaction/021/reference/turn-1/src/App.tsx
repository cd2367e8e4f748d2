import { useState } from "react";
import "./styles.css";
import { ItemType, LOAN_DAYS, Loan, TYPES, countLine, formatDay, parseDay, sameName, status } from "./lending";

export default function App() {
  const [todayText, setTodayText] = useState("2026-03-02");
  const [member, setMember] = useState("");
  const [item, setItem] = useState("");
  const [type, setType] = useState<ItemType>("Book");
  const [loans, setLoans] = useState<Loan[]>([]);
  const [nextId, setNextId] = useState(1);
  const [message, setMessage] = useState("");

  const today = parseDay(todayText);

  function lend() {
    const who = member.trim();
    const what = item.trim();
    if (who === "" || what === "") return setMessage("Enter a member and an item");
    const out = loans.find((l) => sameName(l.item, what));
    if (out) return setMessage(`${out.item} is already on loan`);
    if (today === null) return setMessage("Enter today's date as YYYY-MM-DD");
    setLoans([...loans, { id: nextId, member: who, item: what, type, due: today + LOAN_DAYS[type] }]);
    setNextId(nextId + 1);
    setMember("");
    setItem("");
    setMessage("");
  }

  function giveBack(id: number) {
    setLoans(loans.filter((l) => l.id !== id));
  }

  return (
    <main>
      <h1>Lending desk</h1>
      <div className="today">
        <label>
          Today
          <input
            type="text"
            inputMode="numeric"
            placeholder="YYYY-MM-DD"
            value={todayText}
            onChange={(e) => setTodayText(e.target.value)}
          />
        </label>
        {today === null && <p className="message">Type the date as YYYY-MM-DD</p>}
      </div>
      {message && <p className="message banner" role="status">{message}</p>}

      <section aria-labelledby="new-loan-h">
        <h2 id="new-loan-h">New loan</h2>
        <div className="row">
          <label>
            Member
            <input type="text" value={member} onChange={(e) => setMember(e.target.value)} />
          </label>
          <label>
            Item
            <input type="text" value={item} onChange={(e) => setItem(e.target.value)} />
          </label>
          <label>
            Type
            <select value={type} onChange={(e) => setType(e.target.value as ItemType)}>
              {TYPES.map((t) => (
                <option key={t} value={t}>{t}</option>
              ))}
            </select>
          </label>
          <button type="button" onClick={lend}>Lend</button>
        </div>
      </section>

      <section aria-labelledby="on-loan-h">
        <h2 id="on-loan-h">On loan</h2>
        {loans.length === 0 ? (
          <p className="empty">No items on loan</p>
        ) : (
          <ul className="loans">
            {loans.map((l) => (
              <li key={l.id}>
                <span className="what"><strong>{l.item}</strong> ({l.type})</span>
                <span>{l.member}</span>
                <span>Due {formatDay(l.due)}</span>
                {today !== null && <span className="status">{status(l.due, today)}</span>}
                <button type="button" onClick={() => giveBack(l.id)}>Return</button>
              </li>
            ))}
          </ul>
        )}
        <p className="total">{countLine(loans.length)}</p>
      </section>
    </main>
  );
}
