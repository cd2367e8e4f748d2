import { useState, type FormEvent } from "react";
import { formatKm, formatPounds, parsePence, parseTenths } from "./money";
import { owedFor, type PledgeType, type Sponsor } from "./sheet";
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

  const [distance, setDistance] = useState<number | null>(null);
  const [distanceText, setDistanceText] = useState("");

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
      { id: nextId, name, type: pledgeType, pledge },
    ]);
    setNextId((n) => n + 1);
    setMessage(`Added ${name}`);
    setNameText("");
    setPledgeText("");
    setPledgeType("fixed");
  }

  function handleRemove(sponsor: Sponsor) {
    setSponsors((list) => list.filter((s) => s.id !== sponsor.id));
    setMessage(`Removed ${sponsor.name}`);
  }

  function handleSaveDistance(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const tenths = parseTenths(distanceText);
    if (tenths === null || tenths <= 0 || tenths > 422) {
      setMessage("Enter a distance above 0 and up to 42.2 km, one decimal at most");
      return;
    }
    setDistance(tenths);
    setMessage(`Distance saved: ${formatKm(tenths)}`);
  }

  const rows = sponsors.map((sponsor) => {
    const owed = owedFor(sponsor, distance);
    return { sponsor, owed };
  });

  const waiting = rows.filter((r) => r.owed === null).length;
  const totalOwed = rows.reduce((sum, r) => sum + (r.owed ? r.owed.amount : 0), 0);

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
        </div>

        <div className="column">
          <section className="card" aria-labelledby="sponsors-heading">
            <h2 id="sponsors-heading">Sponsors</h2>
            {rows.length === 0 ? (
              <p className="muted">No sponsors yet</p>
            ) : (
              <ul className="sponsor-list">
                {rows.map(({ sponsor, owed }) => (
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
                    <div className="sponsor-actions">
                      <button type="button" onClick={() => handleRemove(sponsor)}>
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
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
