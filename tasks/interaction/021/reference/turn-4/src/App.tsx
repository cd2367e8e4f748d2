import { useState } from "react";
import "./styles.css";
import {
  FINE_BLOCK, Fine, Hold, ItemType, MAX_LOANS, LOAN_DAYS, Loan, RENEWALS, TYPES, countLine, fineCents, formatDay, money, openDay, parseDay, sameName, status,
} from "./lending";

export default function App() {
  const [todayText, setTodayText] = useState("2026-03-02");
  const [member, setMember] = useState("");
  const [item, setItem] = useState("");
  const [type, setType] = useState<ItemType>("Book");
  const [loans, setLoans] = useState<Loan[]>([]);
  const [nextId, setNextId] = useState(1);
  const [message, setMessage] = useState("");
  const [fines, setFines] = useState<Fine[]>([]);
  const [holds, setHolds] = useState<Hold[]>([]);
  const [holdFor, setHoldFor] = useState("");
  const [holdItem, setHoldItem] = useState("");

  const today = parseDay(todayText);

  function lend() {
    const who = member.trim();
    const what = item.trim();
    if (who === "" || what === "") return setMessage("Enter a member and an item");
    const out = loans.find((l) => sameName(l.item, what));
    if (out) return setMessage(`${out.item} is already on loan`);
    const firstHold = holds.find((h) => sameName(h.item, what));
    if (firstHold && !sameName(firstHold.member, who)) {
      return setMessage(`${firstHold.item} is held for ${firstHold.member}`);
    }
    const mine = loans.filter((l) => sameName(l.member, who));
    if (mine.length >= MAX_LOANS) return setMessage(`${mine[0].member} already has ${MAX_LOANS} loans`);
    const myFines = fines.filter((f) => sameName(f.member, who));
    const owed = myFines.reduce((sum, f) => sum + f.amount, 0);
    if (owed >= FINE_BLOCK) return setMessage(`${myFines[0].member} owes ${money(owed)} in fines`);
    if (today === null) return setMessage("Enter today's date as YYYY-MM-DD");
    if (firstHold) setHolds(holds.filter((h) => h.id !== firstHold.id));
    setLoans([...loans, { id: nextId, member: who, item: what, type, due: openDay(today + LOAN_DAYS[type]), renewals: 0 }]);
    setNextId(nextId + 1);
    setMember("");
    setItem("");
    setMessage("");
  }

  function renew(loan: Loan) {
    if (today !== null && loan.due < today) return setMessage(`${loan.item} is overdue and cannot be renewed`);
    const hold = holds.find((h) => sameName(h.item, loan.item));
    if (hold) return setMessage(`${loan.item} is on hold for ${hold.member}`);
    if (loan.renewals >= RENEWALS[loan.type]) return setMessage(`${loan.item} has no renewals left`);
    const due = openDay(loan.due + LOAN_DAYS[loan.type]);
    setLoans(loans.map((l) => (l.id === loan.id ? { ...l, due, renewals: l.renewals + 1 } : l)));
    setMessage("");
  }

  function placeHold() {
    const who = holdFor.trim();
    const what = holdItem.trim();
    if (who === "" || what === "") return setMessage("Enter a member and an item for the hold");
    setHolds([...holds, { id: nextId, member: who, item: what }]);
    setNextId(nextId + 1);
    setHoldFor("");
    setHoldItem("");
    setMessage("");
  }

  function cancelHold(id: number) {
    setHolds(holds.filter((h) => h.id !== id));
  }

  function giveBack(loan: Loan) {
    const fine = today === null ? 0 : fineCents(loan.type, loan.due, today);
    if (fine > 0) {
      setFines([...fines, { id: nextId, member: loan.member, item: loan.item, amount: fine }]);
      setNextId(nextId + 1);
    }
    setLoans(loans.filter((l) => l.id !== loan.id));
  }

  const finesTotal = fines.reduce((sum, f) => sum + f.amount, 0);

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
                {today !== null && l.due < today && (
                  <span className="fine">Fine: {money(fineCents(l.type, l.due, today))}</span>
                )}
                <span>Renewals: {l.renewals} of {RENEWALS[l.type]}</span>
                <button type="button" onClick={() => renew(l)}>Renew</button>
                <button type="button" onClick={() => giveBack(l)}>Return</button>
              </li>
            ))}
          </ul>
        )}
        <p className="total">{countLine(loans.length)}</p>
      </section>

      <section aria-labelledby="holds-h">
        <h2 id="holds-h">Holds</h2>
        <div className="row">
          <label>
            Hold for
            <input type="text" value={holdFor} onChange={(e) => setHoldFor(e.target.value)} />
          </label>
          <label>
            Hold item
            <input type="text" value={holdItem} onChange={(e) => setHoldItem(e.target.value)} />
          </label>
          <button type="button" onClick={placeHold}>Place hold</button>
        </div>
        {holds.length === 0 ? (
          <p className="empty">No holds</p>
        ) : (
          <ul className="holds">
            {holds.map((h) => (
              <li key={h.id}>
                <span>{h.member} waits for {h.item}</span>
                <button type="button" onClick={() => cancelHold(h.id)}>Cancel hold</button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="fines-h">
        <h2 id="fines-h">Fines</h2>
        {fines.length === 0 ? (
          <p className="empty">No fines</p>
        ) : (
          <ul className="fines">
            {fines.map((f) => (
              <li key={f.id}>{f.member} — {f.item} — {money(f.amount)}</li>
            ))}
          </ul>
        )}
        <p className="total">Fines total: {money(finesTotal)}</p>
      </section>
    </main>
  );
}
