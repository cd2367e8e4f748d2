import { useState } from "react";
import { handicapFor, playGame, scoreRow } from "./scoring";
import "./styles.css";

type Bowler = { id: number; name: string; average: number | null };

const FRAME_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export default function App() {
  const [bowlers, setBowlers] = useState<Bowler[]>([]);
  const [nextId, setNextId] = useState(1);
  const [nameInput, setNameInput] = useState("");
  const [averageInput, setAverageInput] = useState("");
  const [bowlerMessage, setBowlerMessage] = useState("");
  const [balls, setBalls] = useState<number[]>([]);
  const [pinsInput, setPinsInput] = useState("");
  const [pinsMessage, setPinsMessage] = useState("");
  const [undoMessage, setUndoMessage] = useState("");

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
    let average: number | null = null;
    if (averageInput !== "") {
      const value = Number(averageInput);
      if (!/^\d+$/.test(averageInput) || value > 300) {
        setBowlerMessage("Average must be a whole number from 0 to 300");
        return;
      }
      average = value;
    }
    setBowlers((list) => [...list, { id: nextId, name, average }]);
    setNextId((n) => n + 1);
    setNameInput("");
    setAverageInput("");
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
    setUndoMessage("");
    setBowlerMessage("");
  }

  function undoBall() {
    if (balls.length === 0) {
      setUndoMessage("No ball to undo");
      return;
    }
    setBalls((list) => list.slice(0, -1));
    setPinsMessage("");
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
            <div className="field">
              <label htmlFor="bowler-average">Average</label>
              <input
                id="bowler-average"
                type="text"
                inputMode="numeric"
                value={averageInput}
                onChange={(e) => setAverageInput(e.target.value)}
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
                  <th scope="col">Strikes</th>
                  <th scope="col">Spares</th>
                  <th scope="col">Handicap</th>
                  <th scope="col">With handicap</th>
                </tr>
              </thead>
              <tbody>
                {bowlers.map((b, i) => {
                  const row = rows[i];
                  const handicap = handicapFor(b.average);
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
                      <td>{row.strikes}</td>
                      <td>{row.spares}</td>
                      <td>{handicap}</td>
                      <td>{row.total + handicap}</td>
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
            <button type="button" className="secondary" onClick={undoBall}>
              Undo last ball
            </button>
          </form>
          {pinsMessage && (
            <p className="message" role="alert">
              {pinsMessage}
            </p>
          )}
          {undoMessage && (
            <p className="message" role="alert">
              {undoMessage}
            </p>
          )}
        </section>
      )}
    </main>
  );
}
