import { useState } from "react";
import "./styles.css";
import {
  DAYS, DAY_LIMIT, Entry, Rounding, Split, billed, dayLines, dayText, formatTime, money, parseRate, parseWhole, payCents, split,
} from "./timesheet";

const TIME_MESSAGE = "Enter a time from 0 h 01 min to 16 h 00 min";

export default function App() {
  const [day, setDay] = useState(0);
  const [hours, setHours] = useState("");
  const [minutes, setMinutes] = useState("");
  const [entries, setEntries] = useState<Entry[]>([]);
  const [nextId, setNextId] = useState(1);
  const [message, setMessage] = useState("");
  const [rate, setRate] = useState("45");
  const [rounding, setRounding] = useState<Rounding>("exact");
  const [editing, setEditing] = useState<number | null>(null);
  const [client, setClient] = useState("");
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const [invoiceProblems, setInvoiceProblems] = useState<string[]>([]);
  // Bumped by every change that moves the pay: an invoice made at another version is out of date.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);

  function save() {
    const h = parseWhole(hours, 0, 16);
    const m = parseWhole(minutes, 0, 59);
    if (h === null || m === null) return setMessage(TIME_MESSAGE);
    const total = h * 60 + m;
    if (total < 1 || total > DAY_LIMIT) return setMessage(TIME_MESSAGE);
    const dayTotal = entries
      .filter((e) => e.day === day && e.id !== editing)
      .reduce((s, e) => s + e.minutes, 0);
    if (dayTotal + total > DAY_LIMIT) return setMessage(`${DAYS[day]} would go over 16 h 00 min`);
    if (editing === null) {
      setEntries([...entries, { id: nextId, day, minutes: total }]);
      setNextId(nextId + 1);
    } else {
      setEntries(entries.map((e) => (e.id === editing ? { ...e, day, minutes: total } : e)));
    }
    changed();
    endEdit();
  }

  function endEdit() {
    setEditing(null);
    setHours("");
    setMinutes("");
    setMessage("");
  }

  function startEdit(entry: Entry) {
    setEditing(entry.id);
    setDay(entry.day);
    setHours(String(Math.floor(entry.minutes / 60)));
    setMinutes(String(entry.minutes % 60));
    setMessage("");
  }

  function remove(entry: Entry) {
    setEntries(entries.filter((x) => x.id !== entry.id));
    changed();
    if (entry.id === editing) endEdit();
  }

  const rateCents = parseRate(rate);
  const days = dayLines(entries, rounding);
  const week = split(days);

  function makeInvoice() {
    const problems: string[] = [];
    const name = client.trim();
    if (name === "") problems.push("Enter a client name");
    if (entries.length === 0) problems.push("Add an entry first");
    if (rateCents === null) problems.push("Fix the hourly rate first");
    setInvoiceProblems(problems);
    if (problems.length > 0 || rateCents === null) return;
    setInvoice({
      client: name,
      paidMinutes: week.total - week.unpaid,
      amountCents: totalPay(week, rateCents),
      version,
    });
  }

  return (
    <main>
      <h1>Weekly timesheet</h1>
      <section aria-labelledby="new-entry-h">
        <h2 id="new-entry-h">New entry</h2>
        <div className="row">
          <label>
            Day
            <select value={day} onChange={(e) => setDay(Number(e.target.value))}>
              {DAYS.map((d, i) => (
                <option key={d} value={i}>{d}</option>
              ))}
            </select>
          </label>
          <label>
            Hours
            <input type="number" value={hours} onChange={(e) => setHours(e.target.value)} />
          </label>
          <label>
            Minutes
            <input type="number" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
          </label>
          <button type="button" onClick={save}>{editing === null ? "Add entry" : "Save entry"}</button>
          {editing !== null && (
            <button type="button" onClick={endEdit}>Cancel edit</button>
          )}
        </div>
        {message && <p className="problem" role="alert">{message}</p>}
      </section>

      <section aria-labelledby="entries-h">
        <h2 id="entries-h">Entries</h2>
        {entries.length === 0 ? (
          <p>No entries yet</p>
        ) : (
          <ul>
            {entries.map((e) => (
              <li key={e.id} className={e.id === editing ? "editing" : undefined}>
                <span className="day">{DAYS[e.day]}</span>
                <span>{formatTime(e.minutes)}</span>
                {rounding === "quarter" && <span className="billed">billed {formatTime(billed(e, rounding))}</span>}
                <button type="button" onClick={() => startEdit(e)}>Edit</button>
                <button type="button" onClick={() => remove(e)}>Remove</button>
              </li>
            ))}
          </ul>
        )}
        <p className="total">Week total: {formatTime(week.total)}</p>
      </section>

      <section aria-labelledby="days-h">
        <h2 id="days-h">Days</h2>
        {days.length === 0 ? (
          <p>No days yet</p>
        ) : (
          <ul>
            {days.map((d) => (
              <li key={d.day}>{dayText(d)}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="pay-h">
        <h2 id="pay-h">Pay</h2>
        <label className="inline">
          Hourly rate
          <input
            type="number"
            value={rate}
            onChange={(e) => {
              setRate(e.target.value);
              changed();
            }}
          />
        </label>
        <label className="inline">
          Rounding
          <select
            value={rounding}
            onChange={(e) => {
              setRounding(e.target.value as Rounding);
              changed();
            }}
          >
            <option value="exact">Exact minutes</option>
            <option value="quarter">Nearest quarter hour</option>
          </select>
        </label>
        {rateCents === null ? (
          <p className="problem">Enter an hourly rate from 1 to 500</p>
        ) : (
          <PayLines week={week} rateCents={rateCents} />
        )}
      </section>

      <section aria-labelledby="invoice-h">
        <h2 id="invoice-h">Invoice</h2>
        <div className="row">
          <label>
            Client
            <input type="text" value={client} onChange={(e) => setClient(e.target.value)} />
          </label>
          <button type="button" onClick={makeInvoice}>Make invoice</button>
        </div>
        {invoiceProblems.map((p) => (
          <p key={p} className="problem">{p}</p>
        ))}
        {invoice && (
          <div className="invoice">
            <p className="line">Invoice for {invoice.client}</p>
            <p className="line">Paid time: {formatTime(invoice.paidMinutes)}</p>
            <p className="total">Amount due: {money(invoice.amountCents)}</p>
            {invoice.version !== version && <p className="note">Out of date: make the invoice again</p>}
          </div>
        )}
      </section>
    </main>
  );
}

type Invoice = { client: string; paidMinutes: number; amountCents: number; version: number };

function payParts(week: Split, rateCents: number) {
  const regular = payCents(week.regular, rateCents);
  const overtime = payCents(week.overtime, rateCents, 3, 2);
  const weekend = payCents(week.weekend, rateCents, 2, 1);
  return { regular, overtime, weekend, total: regular + overtime + weekend };
}

function totalPay(week: Split, rateCents: number): number {
  return payParts(week, rateCents).total;
}

function PayLines({ week, rateCents }: { week: Split; rateCents: number }) {
  const pay = payParts(week, rateCents);
  return (
    <div>
      <p className="line">Regular pay: {money(pay.regular)}</p>
      <p className="line">Overtime pay: {money(pay.overtime)}</p>
      <p className="line">Weekend pay: {money(pay.weekend)}</p>
      <p className="total">Total pay: {money(pay.total)}</p>
    </div>
  );
}
