import { useState } from "react";
import "./styles.css";

type Seat = 0 | 1;
type Visit = { player: Seat; total: number; bust: boolean; finish: boolean };
type Leg = { starter: Seat; visits: Visit[] };

const START = 501;
const CANNOT = [163, 166, 169, 172, 173, 175, 176, 178, 179];

function readVisit(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  if (n > 180 || CANNOT.includes(n)) return null;
  return n;
}

function remainingIn(leg: Leg, seat: Seat): number {
  let left = START;
  for (const v of leg.visits) if (v.player === seat && !v.bust) left -= v.total;
  return left;
}



const SEATS: Seat[] = [0, 1];
const freshLegs = (): Leg[] => [{ starter: 0, visits: [] }];

export default function App() {
  const [first, setFirst] = useState("");
  const [second, setSecond] = useState("");
  const [setupError, setSetupError] = useState("");
  const [names, setNames] = useState<[string, string] | null>(null);
  const [legs, setLegs] = useState<Leg[]>(freshLegs);
  const [entry, setEntry] = useState("");
  const [notice, setNotice] = useState("");
  const [result, setResult] = useState("");

  const leg = legs[legs.length - 1];
  const remaining = [remainingIn(leg, 0), remainingIn(leg, 1)];
  const thrower = ((leg.starter + leg.visits.length) % 2) as Seat;
  const finished = leg.visits.some((v) => v.finish);

  function startGame() {
    const a = first.trim();
    const b = second.trim();
    if (a.length < 1 || b.length < 1 || a.length > 12 || b.length > 12) {
      setSetupError("Player names must be 1 to 12 characters");
      return;
    }
    if (a.toLowerCase() === b.toLowerCase()) {
      setSetupError("The players need different names");
      return;
    }
    setSetupError("");
    setNames([a, b]);
    setLegs(freshLegs());
    setEntry("");
    setNotice("");
    setResult("");
  }

  function enterVisit() {
    if (!names || finished) return;
    const total = readVisit(entry);
    if (total === null) {
      setNotice("Enter a total three darts can score (0 to 180)");
      return;
    }
    const seat = thrower;
    const left = remaining[seat] - total;
    if (left < 0) {
      setNotice(`${names[seat]} has only ${remaining[seat]} left`);
      return;
    }
    const visit: Visit = { player: seat, total, bust: false, finish: left === 0 };
    let next: Leg[] = [...legs.slice(0, -1), { ...leg, visits: [...leg.visits, visit] }];
    setEntry("");
    setNotice("");
    setResult("");
    if (visit.finish) setResult(`${names[seat]} wins the leg`);
    setLegs(next);
  }

  const lines: string[] = [];
  if (names) {
    const run = [START, START];
    for (const v of leg.visits) {
      if (!v.bust) run[v.player] -= v.total;
      lines.push(`${names[v.player]}: ${v.bust ? "bust" : v.total}, ${run[v.player]} left`);
    }
  }

  return (
    <main className="page">
      <h1>Darts 501</h1>

      <section className="card" aria-labelledby="players-title">
        <h2 id="players-title">Players</h2>
        {names ? (
          <p className="matchup">
            {names[0]} vs {names[1]}
          </p>
        ) : (
          <form
            className="row"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              startGame();
            }}
          >
            <label>
              Player 1
              <input type="text" value={first} onChange={(e) => setFirst(e.target.value)} />
            </label>
            <label>
              Player 2
              <input type="text" value={second} onChange={(e) => setSecond(e.target.value)} />
            </label>
            <button type="submit">Start game</button>
          </form>
        )}
        {setupError && !names && (
          <p className="error" role="alert">
            {setupError}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="board-title">
        <h2 id="board-title">Scoreboard</h2>
        {names ? (
          <>
            <table>
              <thead>
                <tr>
                  <th scope="col">Player</th>
                  <th scope="col">Remaining</th>
                </tr>
              </thead>
              <tbody>
                {SEATS.map((s) => (
                  <tr key={s}>
                    <td>{names[s]}</td>
                    <td>{remaining[s]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p className="empty">No game yet</p>
        )}
      </section>

      {names && (
        <section className="card" aria-labelledby="visit-title">
          <h2 id="visit-title">Visit</h2>
          <p className="turn">To throw: {names[thrower]}</p>
          <form
            className="row"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              enterVisit();
            }}
          >
            <label>
              Visit total
              <input type="text" inputMode="numeric" value={entry} onChange={(e) => setEntry(e.target.value)} />
            </label>
            <button type="submit">Enter visit</button>
          </form>
          {result && <p className="result">{result}</p>}
          {notice && (
            <p className="error" role="alert">
              {notice}
            </p>
          )}
        </section>
      )}

      <section className="card" aria-labelledby="visits-title">
        <h2 id="visits-title">Visits</h2>
        {lines.length === 0 ? (
          <p className="empty">No visits yet</p>
        ) : (
          <ol className="visits">
            {lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        )}
      </section>
    </main>
  );
}
