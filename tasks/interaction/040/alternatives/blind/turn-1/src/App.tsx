import { useState, type FormEvent } from "react";
import { formatPounds, parsePence } from "./money";
import type { Sponsor } from "./sheet";
import "./styles.css";

const NAME_PATTERN = /^[A-Za-z '-]+$/;

export default function App() {
  const [sponsors, setSponsors] = useState<Sponsor[]>([]);
  const [nextId, setNextId] = useState(1);
  const [message, setMessage] = useState("");

  const [nameText, setNameText] = useState("");
  const [pledgeText, setPledgeText] = useState("");

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
    if (pledge === null || pledge < 100 || pledge > 50000) {
      setMessage("Pledges are £1.00 to £500.00 in pounds and pence");
      return;
    }
    setSponsors((list) => [
      ...list,
      { id: nextId, name, pledge },
    ]);
    setNextId((n) => n + 1);
    setMessage(`Added ${name}`);
    setNameText("");
    setPledgeText("");
  }

  function handleRemove(sponsor: Sponsor) {
    setSponsors((list) => list.filter((s) => s.id !== sponsor.id));
    setMessage(`Removed ${sponsor.name}`);
  }

  const totalPledged = sponsors.reduce((sum, s) => sum + s.pledge, 0);

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
        </div>

        <div className="column">
          <section className="card" aria-labelledby="sponsors-heading">
            <h2 id="sponsors-heading">Sponsors</h2>
            {sponsors.length === 0 ? (
              <p className="muted">No sponsors yet</p>
            ) : (
              <ul className="sponsor-list">
                {sponsors.map((sponsor) => (
                  <li key={sponsor.id} className="sponsor">
                    <div className="sponsor-head">
                      <span className="sponsor-name">{sponsor.name}</span>
                      <span className="pledge">
                        {formatPounds(sponsor.pledge)}
                      </span>
                    </div>
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
              <li>Total pledged: {formatPounds(totalPledged)}</li>
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
