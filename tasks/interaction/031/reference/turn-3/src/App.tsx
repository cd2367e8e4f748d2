import { useState } from "react";
import "./styles.css";
import {
  GUEST_COUNT,
  PARTIES,
  TABLES,
  dietaryLine,
  findParty,
  mealsOf,
  partyLabel,
  plural,
  type Party,
} from "./data";

// One entry per seated party, in the order the parties were seated.
type Seating = { party: string; table: number };

export default function App() {
  const [seating, setSeating] = useState<Seating[]>([]);
  const [partyChoice, setPartyChoice] = useState("");
  const [tableChoice, setTableChoice] = useState(1);
  const [message, setMessage] = useState("");

  const tableOf = (name: string): number | null => seating.find((s) => s.party === name)?.table ?? null;
  const partiesAt = (no: number): Party[] => seating.filter((s) => s.table === no).map((s) => findParty(s.party));
  const takenAt = (no: number): number => partiesAt(no).reduce((n, p) => n + p.size, 0);

  const unseated = PARTIES.filter((p) => tableOf(p.name) === null);
  const seatedGuests = seating.reduce((n, s) => n + findParty(s.party).size, 0);
  const toPlace = mealsOf(unseated);

  function seatParty() {
    if (!partyChoice) {
      setMessage("Choose a party first");
      return;
    }
    const party = findParty(partyChoice);
    const table = TABLES.find((t) => t.no === tableChoice)!;
    const from = tableOf(party.name);
    if (from === table.no) {
      setMessage(`The ${party.name} party is already at ${table.name}`);
      return;
    }
    const free = table.capacity - takenAt(table.no);
    if (free < party.size) {
      setMessage(`${table.name} has ${plural(free, "free seat")}; the ${party.name} party needs ${party.size}`);
      return;
    }
    setSeating([...seating.filter((s) => s.party !== party.name), { party: party.name, table: table.no }]);
    setMessage(
      from === null
        ? `Seated the ${party.name} party at ${table.name}`
        : `Moved the ${party.name} party from Table ${from} to ${table.name}`,
    );
    setPartyChoice("");
  }

  function unseat(name: string) {
    const from = tableOf(name);
    if (from === null) return;
    setSeating(seating.filter((s) => s.party !== name));
    setMessage(`Unseated the ${name} party from Table ${from}`);
  }

  const rows = TABLES.map((t) => {
    const here = partiesAt(t.no);
    const meals = mealsOf(here);
    const seated = here.reduce((n, p) => n + p.size, 0);
    return { table: t, seated, free: t.capacity - seated, meals };
  });
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);

  return (
    <main className="plan">
      <header>
        <h1>Seating plan</h1>
        <p className="seated-count">
          Seated: {seatedGuests} of {GUEST_COUNT} guests
        </p>
      </header>

      <div className="columns">
        <div className="side">
          <section aria-labelledby="unseated-heading" className="panel">
            <h2 id="unseated-heading">Unseated parties</h2>
            {unseated.length === 0 ? (
              <p>Everyone is seated</p>
            ) : (
              <ul className="party-list">
                {unseated.map((p) => (
                  <li key={p.name}>
                    <span>{partyLabel(p)}</span>
                  </li>
                ))}
              </ul>
            )}
            <p className="meals-to-place">
              Meals to place: {toPlace.vegetarian} vegetarian, {toPlace.vegan} vegan, {toPlace.glutenFree} gluten-free
            </p>
          </section>

          <form
            className="panel seat-form"
            aria-label="Seat a party"
            onSubmit={(e) => {
              e.preventDefault();
              seatParty();
            }}
          >
            <label>
              Party
              <select value={partyChoice} onChange={(e) => setPartyChoice(e.target.value)}>
                <option value="">Choose a party</option>
                {PARTIES.map((p) => (
                  <option key={p.name} value={p.name}>
                    {partyLabel(p)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Table
              <select value={tableChoice} onChange={(e) => setTableChoice(Number(e.target.value))}>
                {TABLES.map((t) => (
                  <option key={t.no} value={t.no}>
                    {t.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit">Seat party</button>
            {message && (
              <p className="message" role="status">
                {message}
              </p>
            )}
          </form>
        </div>

        <section aria-labelledby="tables-heading" className="panel tables">
          <h2 id="tables-heading">Tables</h2>
          <div className="cards">
            {TABLES.map((t) => {
              const here = partiesAt(t.no);
              return (
                <article key={t.no} className="card" aria-labelledby={`table-${t.no}-heading`}>
                  <h3 id={`table-${t.no}-heading`}>{t.name}</h3>
                  <p>
                    Seats taken: {takenAt(t.no)} of {t.capacity}
                  </p>
                  <p>{dietaryLine(mealsOf(here))}</p>
                  {here.length === 0 ? (
                    <p className="empty">No one seated yet</p>
                  ) : (
                    <ul className="party-list">
                      {here.map((p) => (
                        <li key={p.name}>
                          <span>{partyLabel(p)}</span>
                          <button type="button" onClick={() => unseat(p.name)}>
                            Unseat
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </article>
              );
            })}
          </div>
        </section>
      </div>

      <section aria-labelledby="summary-heading" className="panel">
        <h2 id="summary-heading">Summary</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Table</th>
              <th scope="col">Seated</th>
              <th scope="col">Free</th>
              <th scope="col">Standard</th>
              <th scope="col">Vegetarian</th>
              <th scope="col">Vegan</th>
              <th scope="col">Gluten-free</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.table.no}>
                <th scope="row">{r.table.name}</th>
                <td>{r.seated}</td>
                <td>{r.free}</td>
                <td>{r.meals.standard}</td>
                <td>{r.meals.vegetarian}</td>
                <td>{r.meals.vegan}</td>
                <td>{r.meals.glutenFree}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All tables</th>
              <td>{sum((r) => r.seated)}</td>
              <td>{sum((r) => r.free)}</td>
              <td>{sum((r) => r.meals.standard)}</td>
              <td>{sum((r) => r.meals.vegetarian)}</td>
              <td>{sum((r) => r.meals.vegan)}</td>
              <td>{sum((r) => r.meals.glutenFree)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
    </main>
  );
}
