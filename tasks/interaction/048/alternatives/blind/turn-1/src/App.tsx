import { useState } from "react";
import { playGame, scoreRow } from "./scoring";
import "./styles.css";

type Bowler = { id: number; name: string };

const FRAME_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export default function App() {
  const [bowlers, setBowlers] = useState<Bowler[]>([]);
  const [nextId, setNextId] = useState(1);
  const [nameInput, setNameInput] = useState("");
  const [bowlerMessage, setBowlerMessage] = useState("");
  const [balls, setBalls] = useState<number[]>([]);
  const [pinsInput, setPinsInput] = useState("");
  const [pinsMessage, setPinsMessage] = useState("");

  const game = playGame(bowlers.length, balls);
  const rows = bowlers.map((_, i) => scoreRow(game.rolls[i]));
  const canAddBowlers = balls.length === 0;

  function addBowler() {
    const name = nameInput.trim();
    if (name.length === 0 || name.length > 14) {
      setBowlerMessage("Names must be 1 to 14 characters");
      return;
    }
    if (bowlers.some((b) => b.name.toLowerCase() === name.toLowerCase())) {
      setBowlerMessage("That bowler is already on this lane");
      return;
    }
    if (bowlers.length >= 4) {
      setBowlerMessage("A lane holds at most 4 bowlers");
      return;
    }
    setBowlers((list) => [...list, { id: nextId, name }]);
    setNextId((n) => n + 1);
    setNameInput("");
    setBowlerMessage("");
  }

  function enterBall() {
    if (game.over) return;
    const text = pinsInput;
    const pins = Number(text);
    if (!/^\d+$/.test(text) || pins > game.standing) {
      setPinsMessage(`Enter 0 to ${game.standing} pins`);
      return;
    }
    setBalls((list) => [...list, pins]);
    setPinsInput("");
    setPinsMessage("");
    setBowlerMessage("");
  }

  let upLine: string;
  if (game.over) {
    upLine = "Game over";
  } else {
    upLine = `Up: ${bowlers[game.bowler]?.name ?? ""}, frame ${game.frame + 1}, ball ${game.ball}`;
  }

  return (
    <main className="page">
      <h1>Kettleburn Bowl score sheet</h1>

      <section className="card" aria-labelledby="bowlers-heading">
        <h2 id="bowlers-heading">Bowlers</h2>
        {canAddBowlers ? (
          <form
            className="entry-row"
            onSubmit={(e) => {
              e.preventDefault();
              addBowler();
            }}
          >
            <div className="field">
              <label htmlFor="bowler-name">Bowler name</label>
              <input
                id="bowler-name"
                type="text"
                value={nameInput}
                onChange={(e) => setNameInput(e.target.value)}
              />
            </div>
            <button type="submit">Add bowler</button>
          </form>
        ) : (
          <p className="muted">The lane is set: bowlers cannot be added once bowling has started.</p>
        )}
        {bowlerMessage && (
          <p className="message" role="alert">
            {bowlerMessage}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="sheet-heading">
        <h2 id="sheet-heading">Score sheet</h2>
        {bowlers.length === 0 ? (
          <p className="muted">No bowlers yet</p>
        ) : (
          <div className="table-wrap">
            <table className="sheet">
              <thead>
                <tr>
                  <th scope="col">Bowler</th>
                  {FRAME_NUMBERS.map((n) => (
                    <th scope="col" key={n}>
                      Frame {n}
                    </th>
                  ))}
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {bowlers.map((b, i) => {
                  const row = rows[i];
                  return (
                    <tr key={b.id}>
                      <th scope="row">{b.name}</th>
                      {row.frames.map((frame, f) => (
                        <td key={f} className="frame">
                          <span className="marks">{frame.marks}</span>{" "}
                          <span className="running">{frame.score === null ? "" : frame.score}</span>
                        </td>
                      ))}
                      <td>{row.total}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {bowlers.length > 0 && (
        <section className="card" aria-labelledby="next-heading">
          <h2 id="next-heading">Next ball</h2>
          <p className="up-line">{upLine}</p>
          <form
            className="entry-row"
            onSubmit={(e) => {
              e.preventDefault();
              enterBall();
            }}
          >
            <div className="field">
              <label htmlFor="pins">Pins</label>
              <input
                id="pins"
                type="text"
                inputMode="numeric"
                value={pinsInput}
                onChange={(e) => setPinsInput(e.target.value)}
              />
            </div>
            <button type="submit">Enter ball</button>
          </form>
          {pinsMessage && (
            <p className="message" role="alert">
              {pinsMessage}
            </p>
          )}
        </section>
      )}
    </main>
  );
}
