import { useState } from "react";
import type { FormEvent } from "react";
import "./styles.css";
import { formatMoney, parseMoney } from "./money";

type Sponsor = { id: number; name: string; pence: number };

const NAME_RULE = /^[A-Za-z '-]{2,30}$/;

export default function App() {
  const [sponsors, setSponsors] = useState<Sponsor[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [pledge, setPledge] = useState("");
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
    const amount = parseMoney(pledge);
    if (amount === null || amount < 100 || amount > 50000) {
      setMessage("Pledges are £1.00 to £500.00 in pounds and pence");
      return;
    }
    setSponsors([...sponsors, { id: nextId, name: clean, pence: amount }]);
    setNextId(nextId + 1);
    setName("");
    setPledge("");
    setMessage(`Added ${clean}`);
  }

  function removeSponsor(s: Sponsor) {
    setSponsors(sponsors.filter((x) => x.id !== s.id));
    setMessage(`Removed ${s.name}`);
  }

  const totalPledged = sponsors.reduce((sum, s) => sum + s.pence, 0);

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
                <span>Pledge (£)</span>
                <input type="text" inputMode="decimal" value={pledge} onChange={(e) => setPledge(e.target.value)} />
              </label>
              <button type="submit">Add sponsor</button>
            </form>
          </section>

          <section className="card" aria-labelledby="totals-heading">
            <h2 id="totals-heading">Totals</h2>
            <p>Sponsors: {sponsors.length}</p>
            <p>Total pledged: {formatMoney(totalPledged)}</p>
          </section>
        </div>

        <div className="column">
          <section className="card" aria-labelledby="sponsors-heading">
            <h2 id="sponsors-heading">Sponsors</h2>
            {sponsors.length === 0 ? (
              <p>No sponsors yet</p>
            ) : (
              <ul className="entries">
                {sponsors.map((s) => (
                  <li key={s.id} className="entry">
                    <div className="entry-head">
                      <strong>{s.name}</strong>
                      <span>{formatMoney(s.pence)}</span>
                    </div>
                    <button type="button" onClick={() => removeSponsor(s)}>
                      Remove
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
