import { useState, type FormEvent } from "react";
import { formatKm, formatPounds, parsePence, parseTenths } from "./money";
import { giftAidFor, hasSpace, owedFor, type PledgeType, type Sponsor } from "./sheet";
import "./styles.css";

const NAME_PATTERN = /^[A-Za-z '-]+$/;

function plural(count: number): string {
  return count === 1 ? "1 sponsor" : `${count} sponsors`;
}

export default function App() {
  const [sponsors, setSponsors] = useState<Sponsor[]>([]);
  const [nextId, setNextId] = useState(1);
  const [message, setMessage] = useState("");

  const [nameText, setNameText] = useState("");
  const [pledgeText, setPledgeText] = useState("");
  const [pledgeType, setPledgeType] = useState<PledgeType>("fixed");
  const [giftAidTicked, setGiftAidTicked] = useState(false);

  const [distance, setDistance] = useState<number | null>(null);
  const [distanceText, setDistanceText] = useState("");

  const [payerId, setPayerId] = useState("");
  const [amountText, setAmountText] = useState("");

  function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = nameText.trim();
    if (name.length < 2 || name.length > 30 || !NAME_PATTERN.test(name)) {
      setMessage("Names are 2 to 30 letters, spaces, hyphens or apostrophes");
      return;
    }
    const existing = sponsors.find((s) => s.name.toLowerCase() === name.toLowerCase());
    if (existing) {
      setMessage(`${existing.name} is already on the sheet`);
      return;
    }
    if (giftAidTicked && !hasSpace(name)) {
      setMessage("Gift Aid needs a first name and a surname");
      return;
    }
    const pledge = parsePence(pledgeText);
    if (pledgeType === "fixed") {
      if (pledge === null || pledge < 100 || pledge > 50000) {
        setMessage("Pledges are £1.00 to £500.00 in pounds and pence");
        return;
      }
    } else if (pledge === null || pledge < 10 || pledge > 2000) {
      setMessage("Per-kilometre pledges are £0.10 to £20.00 a kilometre");
      return;
    }
    setSponsors((list) => [
      ...list,
      { id: nextId, name, type: pledgeType, pledge, giftAid: giftAidTicked, paid: 0 },
    ]);
    setNextId((n) => n + 1);
    setMessage(`Added ${name}`);
    setNameText("");
    setPledgeText("");
    setPledgeType("fixed");
    setGiftAidTicked(false);
  }

  function handleRemove(sponsor: Sponsor) {
    setSponsors((list) => list.filter((s) => s.id !== sponsor.id));
    if (payerId === String(sponsor.id)) setPayerId("");
    setMessage(`Removed ${sponsor.name}`);
  }

  function toggleGiftAid(id: number, on: boolean) {
    setSponsors((list) => list.map((s) => (s.id === id ? { ...s, giftAid: on } : s)));
  }

  function handleSaveDistance(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const tenths = parseTenths(distanceText);
    if (tenths === null || tenths <= 0 || tenths > 422) {
      setMessage("Enter a distance above 0 and up to 42.2 km, one decimal at most");
      return;
    }
    const overpaid = sponsors.find((s) => {
      if (s.type !== "perKm") return false;
      const owed = owedFor(s, tenths);
      return owed !== null && owed.amount < s.paid;
    });
    if (overpaid) {
      setMessage(`${overpaid.name} has already paid ${formatPounds(overpaid.paid)}`);
      return;
    }
    setDistance(tenths);
    setMessage(`Distance saved: ${formatKm(tenths)}`);
  }

  function handleRecordPayment(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payer = sponsors.find((s) => String(s.id) === payerId);
    if (!payer) {
      setMessage("Choose a sponsor first");
      return;
    }
    const owed = owedFor(payer, distance);
    if (owed === null) {
      setMessage(`The amount for ${payer.name} waits for the distance`);
      return;
    }
    const amount = parsePence(amountText);
    if (amount === null || amount <= 0) {
      setMessage("Enter an amount above £0.00 with at most two decimals");
      return;
    }
    const left = owed.amount - payer.paid;
    if (amount > left) {
      setMessage(`${payer.name} only has ${formatPounds(left)} left to pay`);
      return;
    }
    setSponsors((list) => list.map((s) => (s.id === payer.id ? { ...s, paid: s.paid + amount } : s)));
    setMessage(`Recorded ${formatPounds(amount)} from ${payer.name}`);
    setAmountText("");
    setPayerId("");
  }

  const rows = sponsors.map((sponsor) => {
    const owed = owedFor(sponsor, distance);
    const giftAid = owed !== null && sponsor.giftAid && hasSpace(sponsor.name) ? giftAidFor(owed.amount) : null;
    const left = owed === null ? null : owed.amount - sponsor.paid;
    return { sponsor, owed, giftAid, left };
  });

  const waiting = rows.filter((r) => r.owed === null).length;
  const totalOwed = rows.reduce((sum, r) => sum + (r.owed ? r.owed.amount : 0), 0);
  const totalGiftAid = rows.reduce((sum, r) => sum + (r.giftAid ?? 0), 0);
  const collected = sponsors.reduce((sum, s) => sum + s.paid, 0);

  return (
    <main className="page">
      <h1>Lantern Run sponsor sheet</h1>
      <p className="intro">
        Wren's sponsors for the Hollinsmoor Lantern Run, raising money for the Saltmarsh Children's Hospice.
      </p>

      <div className="message" role="status" aria-live="polite">
        {message}
      </div>

      <div className="columns">
        <div className="column">
          <section className="card" aria-labelledby="add-heading">
            <h2 id="add-heading">Add a sponsor</h2>
            <form className="form" onSubmit={handleAdd} noValidate>
              <div className="field">
                <label htmlFor="sponsor-name">Sponsor name</label>
                <input id="sponsor-name" type="text" value={nameText} onChange={(e) => setNameText(e.target.value)} />
              </div>
              <div className="field">
                <label htmlFor="pledge-type">Pledge type</label>
                <select
                  id="pledge-type"
                  value={pledgeType}
                  onChange={(e) => setPledgeType(e.target.value as PledgeType)}
                >
                  <option value="fixed">Fixed sum</option>
                  <option value="perKm">Per kilometre</option>
                </select>
              </div>
              <div className="field">
                <label htmlFor="pledge-amount">Pledge (£)</label>
                <input
                  id="pledge-amount"
                  type="text"
                  inputMode="decimal"
                  value={pledgeText}
                  onChange={(e) => setPledgeText(e.target.value)}
                />
              </div>
              <div className="check">
                <input
                  id="gift-aid-new"
                  type="checkbox"
                  checked={giftAidTicked}
                  onChange={(e) => setGiftAidTicked(e.target.checked)}
                />
                <label htmlFor="gift-aid-new">UK taxpayer (Gift Aid)</label>
              </div>
              <button type="submit" className="primary">
                Add sponsor
              </button>
            </form>
          </section>

          <section className="card" aria-labelledby="run-heading">
            <h2 id="run-heading">The run</h2>
            <p className="figure">{distance === null ? "Distance run: not entered yet" : `Distance run: ${formatKm(distance)}`}</p>
            <form className="form" onSubmit={handleSaveDistance} noValidate>
              <div className="field">
                <label htmlFor="distance-run">Distance run (km)</label>
                <input
                  id="distance-run"
                  type="text"
                  inputMode="decimal"
                  value={distanceText}
                  onChange={(e) => setDistanceText(e.target.value)}
                />
              </div>
              <button type="submit" className="primary">
                Save distance
              </button>
            </form>
          </section>

          <section className="card" aria-labelledby="payment-heading">
            <h2 id="payment-heading">Record a payment</h2>
            <form className="form" onSubmit={handleRecordPayment} noValidate>
              <div className="field">
                <label htmlFor="payment-sponsor">Sponsor</label>
                <select id="payment-sponsor" value={payerId} onChange={(e) => setPayerId(e.target.value)}>
                  <option value="">Choose a sponsor</option>
                  {sponsors.map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="payment-amount">Amount paid (£)</label>
                <input
                  id="payment-amount"
                  type="text"
                  inputMode="decimal"
                  value={amountText}
                  onChange={(e) => setAmountText(e.target.value)}
                />
              </div>
              <button type="submit" className="primary">
                Record payment
              </button>
            </form>
          </section>
        </div>

        <div className="column">
          <section className="card" aria-labelledby="sponsors-heading">
            <h2 id="sponsors-heading">Sponsors</h2>
            {rows.length === 0 ? (
              <p className="muted">No sponsors yet</p>
            ) : (
              <ul className="sponsor-list">
                {rows.map(({ sponsor, owed, giftAid, left }) => (
                  <li key={sponsor.id} className="sponsor">
                    <div className="sponsor-head">
                      <span className="sponsor-name">{sponsor.name}</span>
                      <span className="pledge">
                        {sponsor.type === "fixed" ? formatPounds(sponsor.pledge) : `${formatPounds(sponsor.pledge)} per km`}
                      </span>
                    </div>
                    <p className="line">
                      {owed === null
                        ? "Owes: waiting for the distance"
                        : `Owes: ${formatPounds(owed.amount)}${owed.capped ? " (capped)" : ""}`}
                    </p>
                    {giftAid !== null && <p className="line">Gift Aid: {formatPounds(giftAid)}</p>}
                    <p className="line">Paid: {formatPounds(sponsor.paid)}</p>
                    {left !== null && <p className="line">{left === 0 ? "Paid in full" : `Left to pay: ${formatPounds(left)}`}</p>}
                    <div className="sponsor-actions">
                      {hasSpace(sponsor.name) && (
                        <span className="check">
                          <input
                            id={`gift-aid-${sponsor.id}`}
                            type="checkbox"
                            checked={sponsor.giftAid}
                            onChange={(e) => toggleGiftAid(sponsor.id, e.target.checked)}
                          />
                          <label htmlFor={`gift-aid-${sponsor.id}`}>Gift Aid</label>
                        </span>
                      )}
                      <button type="button" onClick={() => handleRemove(sponsor)} disabled={sponsor.paid > 0}>
                        Remove
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="card" aria-labelledby="totals-heading">
            <h2 id="totals-heading">Totals</h2>
            <ul className="totals">
              <li>Sponsors: {sponsors.length}</li>
              <li>Total owed: {formatPounds(totalOwed)}</li>
              {waiting > 0 && <li>Waiting for the distance: {plural(waiting)}</li>}
              <li>Gift Aid: {formatPounds(totalGiftAid)}</li>
              <li>Total for the hospice: {formatPounds(totalOwed + totalGiftAid)}</li>
              <li>Collected: {formatPounds(collected)}</li>
              <li>Left to collect: {formatPounds(totalOwed - collected)}</li>
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
