import { useState } from "react";
import type { FormEvent } from "react";
import { PARTIES, TABLES, TOTAL_GUESTS, partyById, partyLabel } from "./data";
import {
  dietaryLine,
  emptySeating,
  mealCounts,
  mealsToPlaceLine,
  seatParty,
  seatedGuests,
  seatsTaken,
  tableMeals,
  unseatParty,
  unseatedParties,
} from "./plan";
import Summary from "./Summary";
import type { Seating } from "./plan";
import "./styles.css";

export default function App() {
  const [seating, setSeating] = useState<Seating>(emptySeating);
  const [partyChoice, setPartyChoice] = useState("");
  const [tableChoice, setTableChoice] = useState(TABLES[0].id);
  const [message, setMessage] = useState("");

  const unseated = unseatedParties(seating);
  const seated = seatedGuests(seating);
  const mealsToPlace = mealCounts(unseated);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (partyChoice === "") {
      setMessage("Choose a party first");
      return;
    }
    const outcome = seatParty(seating, partyChoice, tableChoice);
    setSeating(outcome.seating);
    setMessage(outcome.message);
    if (outcome.done) setPartyChoice("");
  }

  function handleUnseat(partyId: string) {
    const outcome = unseatParty(seating, partyId);
    setSeating(outcome.seating);
    setMessage(outcome.message);
  }

  return (
    <main className="page">
      <header className="page-header">
        <h1>Seating plan</h1>
        <p className="seated-count">
          Seated: {seated} of {TOTAL_GUESTS} guests
        </p>
        <p className="subtitle">Reception of Amaka Nwosu and Tobias Lindqvist at Hollin Mill</p>
      </header>

      <form className="panel seat-form" onSubmit={handleSubmit} noValidate>
        <div className="field">
          <label htmlFor="party-select">Party</label>
          <select id="party-select" value={partyChoice} onChange={(e) => setPartyChoice(e.target.value)}>
            <option value="">Choose a party</option>
            {PARTIES.map((p) => (
              <option key={p.id} value={p.id}>
                {partyLabel(p)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="table-select">Table</label>
          <select id="table-select" value={tableChoice} onChange={(e) => setTableChoice(e.target.value)}>
            {TABLES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="primary">
          Seat party
        </button>
      </form>
      <p className="message" role="status" aria-live="polite">
        {message}
      </p>

      <div className="layout">
        <section className="panel unseated" aria-labelledby="unseated-heading">
          <h2 id="unseated-heading">Unseated parties</h2>
          {unseated.length === 0 ? (
            <p className="muted">Everyone is seated</p>
          ) : (
            <ul className="party-list">
              {unseated.map((p) => (
                <li key={p.id}>{partyLabel(p)}</li>
              ))}
            </ul>
          )}
          <p className="meals-to-place">{mealsToPlaceLine(mealsToPlace)}</p>
        </section>

        <section className="tables" aria-labelledby="tables-heading">
          <h2 id="tables-heading">Tables</h2>
          <div className="table-grid">
            {TABLES.map((t) => (
              <article className="panel table-card" key={t.id} aria-labelledby={`${t.id}-heading`}>
                <h3 id={`${t.id}-heading`}>{t.name}</h3>
                <p className="seats">
                  Seats taken: {seatsTaken(seating, t.id)} of {t.seats}
                </p>
                <p className="dietary">{dietaryLine(tableMeals(seating, t.id))}</p>
                {seating[t.id].length === 0 ? (
                  <p className="muted">No one seated yet</p>
                ) : (
                  <ul className="party-list">
                    {seating[t.id].map((id) => (
                      <li key={id} className="seated-party">
                        <span>{partyLabel(partyById(id))}</span>
                        <button type="button" onClick={() => handleUnseat(id)}>
                          Unseat
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            ))}
          </div>
        </section>
      </div>

      <Summary seating={seating} />
    </main>
  );
}
