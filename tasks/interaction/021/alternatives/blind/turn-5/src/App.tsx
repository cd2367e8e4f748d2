import { useState } from "react";
import "./styles.css";
import { dueStatus, formatDay, openDay, parseDay } from "./dates";
import { usd } from "./money";
import { fineFor, ITEM_TYPES, ItemType, RULES, sameName } from "./rules";

type Loan = {
  id: number;
  member: string;
  item: string;
  type: ItemType;
  due: number;
  renewals: number;
};

type FineLine = {
  id: number;
  member: string;
  item: string;
  amount: number;
  paid: number;
  waived: number;
  halved: boolean;
};

type Hold = {
  id: number;
  member: string;
  item: string;
};

const START_DATE = "2026-03-02";

function owedOn(line: FineLine): number {
  return line.amount - line.paid - line.waived;
}

let nextId = 1;

export default function App() {
  const [todayText, setTodayText] = useState(START_DATE);
  const [today, setToday] = useState<number>(() => parseDay(START_DATE) as number);
  const [member, setMember] = useState("");
  const [item, setItem] = useState("");
  const [type, setType] = useState<ItemType>("Book");
  const [loans, setLoans] = useState<Loan[]>([]);
  const [fines, setFines] = useState<FineLine[]>([]);
  const [holds, setHolds] = useState<Hold[]>([]);
  const [holdMember, setHoldMember] = useState("");
  const [holdItem, setHoldItem] = useState("");
  const [message, setMessage] = useState("");

  const todayValid = parseDay(todayText) !== null;

  function changeToday(text: string) {
    setTodayText(text);
    const day = parseDay(text);
    if (day !== null) setToday(day);
  }

  function earliestHold(itemName: string): Hold | undefined {
    return holds.find((hold) => sameName(hold.item, itemName));
  }

  function lend() {
    const who = member.trim();
    const what = item.trim();
    if (who === "" || what === "") {
      setMessage("Enter a member and an item");
      return;
    }
    const onLoan = loans.find((loan) => sameName(loan.item, what));
    if (onLoan) {
      setMessage(`${onLoan.item} is already on loan`);
      return;
    }
    const hold = earliestHold(what);
    if (hold && !sameName(hold.member, who)) {
      setMessage(`${hold.item} is held for ${hold.member}`);
      return;
    }
    const memberLoans = loans.filter((loan) => sameName(loan.member, who));
    if (memberLoans.length >= 3) {
      setMessage(`${memberLoans[0].member} already has 3 loans`);
      return;
    }
    const memberFines = fines.filter((line) => sameName(line.member, who));
    const owes = memberFines.reduce((sum, line) => sum + owedOn(line), 0);
    if (owes >= 500) {
      setMessage(`${memberFines[0].member} owes ${usd(owes)} in fines`);
      return;
    }
    const due = openDay(today + RULES[type].loanDays);
    setLoans([...loans, { id: nextId++, member: who, item: what, type, due, renewals: 0 }]);
    if (hold) setHolds(holds.filter((h) => h.id !== hold.id));
    setMember("");
    setItem("");
    setMessage("");
  }

  function renew(loan: Loan) {
    if (loan.due < today) {
      setMessage(`${loan.item} is overdue and cannot be renewed`);
      return;
    }
    const hold = earliestHold(loan.item);
    if (hold) {
      setMessage(`${loan.item} is on hold for ${hold.member}`);
      return;
    }
    if (loan.renewals >= RULES[loan.type].renewals) {
      setMessage(`${loan.item} has no renewals left`);
      return;
    }
    const due = openDay(loan.due + RULES[loan.type].loanDays);
    setLoans(loans.map((l) => (l.id === loan.id ? { ...l, due, renewals: l.renewals + 1 } : l)));
    setMessage("");
  }

  function giveBack(loan: Loan) {
    const fine = fineFor(loan.type, loan.due, today);
    if (fine !== null && fine > 0) {
      setFines([
        ...fines,
        { id: nextId++, member: loan.member, item: loan.item, amount: fine, paid: 0, waived: 0, halved: false },
      ]);
    }
    setLoans(loans.filter((l) => l.id !== loan.id));
  }

  function placeHold() {
    const who = holdMember.trim();
    const what = holdItem.trim();
    if (who === "" || what === "") {
      setMessage("Enter a member and an item for the hold");
      return;
    }
    setHolds([...holds, { id: nextId++, member: who, item: what }]);
    setHoldMember("");
    setHoldItem("");
    setMessage("");
  }

  function payLine(id: number) {
    setFines(fines.map((line) => (line.id === id ? { ...line, paid: line.paid + owedOn(line) } : line)));
  }

  function waiveHalf(id: number) {
    setFines(
      fines.map((line) => {
        if (line.id !== id || line.halved) return line;
        const off = Math.floor(owedOn(line) / 2);
        return { ...line, waived: line.waived + off, halved: true };
      }),
    );
  }

  const outstanding = fines.reduce((sum, line) => sum + owedOn(line), 0);
  const collected = fines.reduce((sum, line) => sum + line.paid, 0);
  const waived = fines.reduce((sum, line) => sum + line.waived, 0);

  return (
    <main className="page">
      <header className="top">
        <h1>Lending desk</h1>
        <div className="field today">
          <label htmlFor="today">Today</label>
          <input
            id="today"
            type="text"
            inputMode="numeric"
            value={todayText}
            onChange={(e) => changeToday(e.target.value)}
            aria-describedby="today-hint"
          />
          <span id="today-hint" className={todayValid ? "hint" : "hint warn"}>
            {todayValid ? "YYYY-MM-DD" : `Not a date: using ${formatDay(today)}`}
          </span>
        </div>
      </header>

      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}

      <div className="columns">
        <div className="column">
          <section className="card" aria-labelledby="new-loan-heading">
            <h2 id="new-loan-heading">New loan</h2>
            <div className="form-row">
              <div className="field">
                <label htmlFor="member">Member</label>
                <input id="member" type="text" value={member} onChange={(e) => setMember(e.target.value)} />
              </div>
              <div className="field">
                <label htmlFor="item">Item</label>
                <input id="item" type="text" value={item} onChange={(e) => setItem(e.target.value)} />
              </div>
              <div className="field">
                <label htmlFor="type">Type</label>
                <select id="type" value={type} onChange={(e) => setType(e.target.value as ItemType)}>
                  {ITEM_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              </div>
              <button type="button" className="primary" onClick={lend}>
                Lend
              </button>
            </div>
          </section>

          <section className="card" aria-labelledby="on-loan-heading">
            <h2 id="on-loan-heading">On loan</h2>
            {loans.length === 0 ? (
              <p className="empty">No items on loan</p>
            ) : (
              <ul className="list">
                {loans.map((loan) => {
                  const fine = fineFor(loan.type, loan.due, today);
                  return (
                    <li key={loan.id} className="entry">
                      <div className="entry-text">
                        <div className="entry-title">
                          <strong>{loan.item}</strong> <span className="tag">{loan.type}</span>
                        </div>
                        <div>{loan.member}</div>
                        <div>
                          Due {formatDay(loan.due)} · <span className="status">{dueStatus(loan.due, today)}</span>
                        </div>
                        <div className="muted">
                          Renewals: {loan.renewals} of {RULES[loan.type].renewals}
                        </div>
                        {fine !== null && <div className="fine">Fine: {usd(fine)}</div>}
                      </div>
                      <div className="entry-actions">
                        <button type="button" onClick={() => renew(loan)}>
                          Renew
                        </button>
                        <button type="button" onClick={() => giveBack(loan)}>
                          Return
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            <p className="summary">
              On loan: {loans.length} {loans.length === 1 ? "item" : "items"}
            </p>
          </section>
        </div>

        <div className="column">
          <section className="card" aria-labelledby="holds-heading">
            <h2 id="holds-heading">Holds</h2>
            <div className="form-row">
              <div className="field">
                <label htmlFor="hold-member">Hold for</label>
                <input
                  id="hold-member"
                  type="text"
                  value={holdMember}
                  onChange={(e) => setHoldMember(e.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor="hold-item">Hold item</label>
                <input id="hold-item" type="text" value={holdItem} onChange={(e) => setHoldItem(e.target.value)} />
              </div>
              <button type="button" className="primary" onClick={placeHold}>
                Place hold
              </button>
            </div>
            {holds.length === 0 ? (
              <p className="empty">No holds</p>
            ) : (
              <ul className="list">
                {holds.map((hold) => (
                  <li key={hold.id} className="entry">
                    <div className="entry-text">
                      {hold.member} waits for {hold.item}
                    </div>
                    <div className="entry-actions">
                      <button type="button" onClick={() => setHolds(holds.filter((h) => h.id !== hold.id))}>
                        Cancel hold
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="card" aria-labelledby="fines-heading">
            <h2 id="fines-heading">Fines</h2>
            {fines.length === 0 ? (
              <p className="empty">No fines</p>
            ) : (
              <ul className="list">
                {fines.map((line) => {
                  const owed = owedOn(line);
                  return (
                    <li key={line.id} className="entry">
                      <div className="entry-text">
                        <div>
                          {line.member} — {line.item} — {usd(line.amount)}
                        </div>
                        <div className={owed > 0 ? "owed" : "settled"}>{owed > 0 ? `Owed: ${usd(owed)}` : "Settled"}</div>
                      </div>
                      {owed > 0 && (
                        <div className="entry-actions">
                          <button type="button" onClick={() => payLine(line.id)}>
                            Paid
                          </button>
                          <button type="button" onClick={() => waiveHalf(line.id)} disabled={line.halved}>
                            Waive half
                          </button>
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            <div className="totals">
              <p>Outstanding: {usd(outstanding)}</p>
              <p>Collected: {usd(collected)}</p>
              <p>Waived: {usd(waived)}</p>
            </div>
          </section>
        </div>
      </div>
    </main>
  );
}
