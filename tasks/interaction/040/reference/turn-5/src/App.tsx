import { useState } from "react";
import type { FormEvent } from "react";
import "./styles.css";
import { formatMoney, parseMoney } from "./money";
import { formatKm, parseDistance } from "./money";

type Kind = "fixed" | "perkm";
type Sponsor = {
  id: number;
  name: string;
  kind: Kind;
  pence: number; // the fixed sum, or the rate for each kilometre, in pence
  giftAid: boolean;
  paid: number;
  reminders: number;
};

const NAME_RULE = /^[A-Za-z '-]{2,30}$/;
const CAP = 7500; // £75.00, the most a per-kilometre sponsor can owe

/** Rate (pence per km) times distance (tenths of a km), in tenths of a penny. */
function rawTenths(s: Sponsor, tenths: number): number {
  return s.pence * tenths;
}

/** What a sponsor owes in pence, or null while a per-kilometre sponsor waits for the distance. */
function owedFor(s: Sponsor, tenths: number | null): number | null {
  if (s.kind === "fixed") return s.pence;
  if (tenths === null) return null;
  return Math.min(CAP, Math.floor((rawTenths(s, tenths) + 5) / 10));
}

function isCapped(s: Sponsor, tenths: number | null): boolean {
  return s.kind === "perkm" && tenths !== null && rawTenths(s, tenths) > CAP * 10;
}

function giftAidFor(owed: number): number {
  return Math.floor(owed / 4);
}

export default function App() {
  const [sponsors, setSponsors] = useState<Sponsor[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [pledge, setPledge] = useState("");
  const [kind, setKind] = useState<Kind>("fixed");
  const [giftAidBox, setGiftAidBox] = useState(false);
  const [distance, setDistance] = useState<number | null>(null);
  const [distanceText, setDistanceText] = useState("");
  const [payFor, setPayFor] = useState("");
  const [payText, setPayText] = useState("");
  const [message, setMessage] = useState("");

  function addSponsor(e: FormEvent) {
    e.preventDefault();
    const clean = name.trim();
    if (!NAME_RULE.test(clean)) {
      setMessage("Names are 2 to 30 letters, spaces, hyphens or apostrophes");
      return;
    }
    const twin = sponsors.find((s) => s.name.toLowerCase() === clean.toLowerCase());
    if (twin) {
      setMessage(`${twin.name} is already on the sheet`);
      return;
    }
    if (giftAidBox && !clean.includes(" ")) {
      setMessage("Gift Aid needs a first name and a surname");
      return;
    }
    const amount = parseMoney(pledge);
    if (kind === "fixed" && (amount === null || amount < 100 || amount > 50000)) {
      setMessage("Pledges are £1.00 to £500.00 in pounds and pence");
      return;
    }
    if (kind === "perkm" && (amount === null || amount < 10 || amount > 2000)) {
      setMessage("Per-kilometre pledges are £0.10 to £20.00 a kilometre");
      return;
    }
    setSponsors([
      ...sponsors,
      { id: nextId, name: clean, kind, pence: amount as number, giftAid: giftAidBox, paid: 0, reminders: 0 },
    ]);
    setNextId(nextId + 1);
    setName("");
    setPledge("");
    setKind("fixed");
    setGiftAidBox(false);
    setMessage(`Added ${clean}`);
  }

  function removeSponsor(s: Sponsor) {
    setSponsors(sponsors.filter((x) => x.id !== s.id));
    if (payFor === String(s.id)) setPayFor("");
    setMessage(`Removed ${s.name}`);
  }

  function saveDistance(e: FormEvent) {
    e.preventDefault();
    const tenths = parseDistance(distanceText);
    if (tenths === null || tenths <= 0 || tenths > 422) {
      setMessage("Enter a distance above 0 and up to 42.2 km, one decimal at most");
      return;
    }
    const short = sponsors.find((s) => s.kind === "perkm" && (owedFor(s, tenths) as number) < s.paid);
    if (short) {
      setMessage(`${short.name} has already paid ${formatMoney(short.paid)}`);
      return;
    }
    setDistance(tenths);
    setMessage(`Distance saved: ${formatKm(tenths)} km`);
  }

  function toggleGiftAid(id: number) {
    setSponsors(sponsors.map((s) => (s.id === id ? { ...s, giftAid: !s.giftAid } : s)));
  }

  function recordPayment(e: FormEvent) {
    e.preventDefault();
    const s = sponsors.find((x) => String(x.id) === payFor);
    if (!s) {
      setMessage("Choose a sponsor first");
      return;
    }
    const owed = owedFor(s, distance);
    if (owed === null) {
      setMessage(`The amount for ${s.name} waits for the distance`);
      return;
    }
    const amount = parseMoney(payText);
    if (amount === null || amount <= 0) {
      setMessage("Enter an amount above £0.00 with at most two decimals");
      return;
    }
    if (amount > owed - s.paid) {
      setMessage(`${s.name} only has ${formatMoney(owed - s.paid)} left to pay`);
      return;
    }
    setSponsors(sponsors.map((x) => (x.id === s.id ? { ...x, paid: x.paid + amount } : x)));
    setPayText("");
    setPayFor("");
    setMessage(`Recorded ${formatMoney(amount)} from ${s.name}`);
  }

  function sendReminder(s: Sponsor) {
    const count = s.reminders + 1;
    setSponsors(sponsors.map((x) => (x.id === s.id ? { ...x, reminders: count } : x)));
    setMessage(`Reminder ${count} sent to ${s.name}`);
  }

  const rows = sponsors.map((s) => ({ s, owed: owedFor(s, distance) }));
  const totalOwed = rows.reduce((sum, r) => sum + (r.owed ?? 0), 0);
  const waiting = rows.filter((r) => r.owed === null).length;
  const giftAidTotal = rows.reduce((sum, r) => sum + (r.s.giftAid && r.owed !== null ? giftAidFor(r.owed) : 0), 0);
  const collected = sponsors.reduce((sum, s) => sum + s.paid, 0);
  const fullyPaid = rows.filter((r) => r.owed !== null && r.s.paid === r.owed).length;
  const progress = totalOwed === 0 ? 0 : Math.floor((collected * 100) / totalOwed);
  const toRemind = rows
    .map((r, index) => ({ ...r, index, left: r.owed === null ? 0 : r.owed - r.s.paid }))
    .filter((r) => r.left > 0)
    .sort((a, b) => b.left - a.left || a.index - b.index);

  return (
    <main className="sheet">
      <h1>Lantern Run sponsor sheet</h1>
      <p className="message" role="status" aria-live="polite">
        {message}
      </p>
      <div className="layout">
        <div className="column">
          <section className="card" aria-labelledby="add-heading">
            <h2 id="add-heading">Add a sponsor</h2>
            <form onSubmit={addSponsor} noValidate>
              <label className="field">
                <span>Sponsor name</span>
                <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
              </label>
              <label className="field">
                <span>Pledge type</span>
                <select value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
                  <option value="fixed">Fixed sum</option>
                  <option value="perkm">Per kilometre</option>
                </select>
              </label>
              <label className="field">
                <span>Pledge (£)</span>
                <input type="text" inputMode="decimal" value={pledge} onChange={(e) => setPledge(e.target.value)} />
              </label>
              <label className="tick">
                <input type="checkbox" checked={giftAidBox} onChange={(e) => setGiftAidBox(e.target.checked)} />
                <span>UK taxpayer (Gift Aid)</span>
              </label>
              <button type="submit">Add sponsor</button>
            </form>
          </section>

          <section className="card" aria-labelledby="run-heading">
            <h2 id="run-heading">The run</h2>
            <p className="figure">Distance run: {distance === null ? "not entered yet" : `${formatKm(distance)} km`}</p>
            <form onSubmit={saveDistance} noValidate>
              <label className="field">
                <span>Distance run (km)</span>
                <input
                  type="text"
                  inputMode="decimal"
                  value={distanceText}
                  onChange={(e) => setDistanceText(e.target.value)}
                />
              </label>
              <button type="submit">Save distance</button>
            </form>
          </section>

          <section className="card" aria-labelledby="pay-heading">
            <h2 id="pay-heading">Record a payment</h2>
            <form onSubmit={recordPayment} noValidate>
              <label className="field">
                <span>Sponsor</span>
                <select value={payFor} onChange={(e) => setPayFor(e.target.value)}>
                  <option value="">Choose a sponsor</option>
                  {sponsors.map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>Amount paid (£)</span>
                <input type="text" inputMode="decimal" value={payText} onChange={(e) => setPayText(e.target.value)} />
              </label>
              <button type="submit">Record payment</button>
            </form>
          </section>

          <section className="card" aria-labelledby="totals-heading">
            <h2 id="totals-heading">Totals</h2>
            <p>Sponsors: {sponsors.length}</p>
            <p>Total owed: {formatMoney(totalOwed)}</p>
            {waiting > 0 && (
              <p>
                Waiting for the distance: {waiting} {waiting === 1 ? "sponsor" : "sponsors"}
              </p>
            )}
            <p>Gift Aid: {formatMoney(giftAidTotal)}</p>
            <p>Total for the hospice: {formatMoney(totalOwed + giftAidTotal)}</p>
            <p>Collected: {formatMoney(collected)}</p>
            <p>Left to collect: {formatMoney(totalOwed - collected)}</p>
            <p>
              Fully paid: {fullyPaid} of {sponsors.length}
            </p>
            <p>Progress: {progress}%</p>
          </section>
        </div>

        <div className="column">
          <section className="card" aria-labelledby="sponsors-heading">
            <h2 id="sponsors-heading">Sponsors</h2>
            {sponsors.length === 0 ? (
              <p>No sponsors yet</p>
            ) : (
              <ul className="entries">
                {rows.map(({ s, owed }) => (
                  <li key={s.id} className="entry">
                    <div className="entry-head">
                      <strong>{s.name}</strong>
                      <span>{s.kind === "fixed" ? formatMoney(s.pence) : `${formatMoney(s.pence)} per km`}</span>
                    </div>
                    <div>
                      {owed === null
                        ? "Owes: waiting for the distance"
                        : `Owes: ${formatMoney(owed)}${isCapped(s, distance) ? " (capped)" : ""}`}
                    </div>
                    {s.name.includes(" ") && (
                      <label className="tick">
                        <input type="checkbox" checked={s.giftAid} onChange={() => toggleGiftAid(s.id)} />
                        <span>Gift Aid</span>
                      </label>
                    )}
                    {s.giftAid && owed !== null && <div>Gift Aid: {formatMoney(giftAidFor(owed))}</div>}
                    <div>Paid: {formatMoney(s.paid)}</div>
                    {owed !== null && (
                      <div>{s.paid === owed ? "Paid in full" : `Left to pay: ${formatMoney(owed - s.paid)}`}</div>
                    )}
                    <button type="button" disabled={s.paid > 0} onClick={() => removeSponsor(s)}>
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="card" aria-labelledby="reminders-heading">
            <h2 id="reminders-heading">Reminders</h2>
            {toRemind.length === 0 ? (
              <p>Nobody to remind</p>
            ) : (
              <ul className="entries">
                {toRemind.map(({ s, left }) => (
                  <li key={s.id} className="entry">
                    <div>
                      {s.name}: {formatMoney(left)} to pay
                    </div>
                    <div>Reminders sent: {s.reminders}</div>
                    <button type="button" disabled={s.reminders >= 3} onClick={() => sendReminder(s)}>
                      Send reminder
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </main>
  );
}
