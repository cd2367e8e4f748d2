import { useState } from "react";
import "./styles.css";
import { marks, runningScores, standing, totalOf, whoIsUp } from "./lib";

type Bowler = { name: string; handicap: number; frames: number[][] };

// 90% of the amount by which 220 exceeds the average, rounded down; no average gives no handicap
function handicapFor(average: number | null): number {
  if (average === null || average >= 220) return 0;
  return Math.floor(((220 - average) * 9) / 10);
}

const FRAMES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export default function App() {
  const [bowlers, setBowlers] = useState<Bowler[]>([]);
  const [nameInput, setNameInput] = useState("");
  const [averageInput, setAverageInput] = useState("");
  const [bowlerMessage, setBowlerMessage] = useState("");
  const [pinsInput, setPinsInput] = useState("");
  const [ballMessage, setBallMessage] = useState("");
  const [order, setOrder] = useState<number[]>([]);

  const up = bowlers.length ? whoIsUp(bowlers.map((b) => b.frames)) : null;

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
    const averageText = averageInput.trim();
    let average: number | null = null;
    if (averageText !== "") {
      if (!/^\d+$/.test(averageText) || Number(averageText) > 300) {
        setBowlerMessage("Average must be a whole number from 0 to 300");
        return;
      }
      average = Number(averageText);
    }
    setBowlers([...bowlers, { name, handicap: handicapFor(average), frames: [] }]);
    setNameInput("");
    setAverageInput("");
    setBowlerMessage("");
  }

  function enterBall() {
    if (!up) return;
    const bowler = bowlers[up.bowler];
    const frame = bowler.frames[up.frame] ?? [];
    const max = standing(frame, up.frame);
    const text = pinsInput.trim();
    const pins = Number(text);
    if (!/^\d+$/.test(text) || pins > max) {
      setBallMessage(`Enter 0 to ${max} pins`);
      return;
    }
    const frames = bowler.frames.map((f) => [...f]);
    if (frames.length <= up.frame) frames.push([pins]);
    else frames[up.frame].push(pins);
    setBowlers(bowlers.map((b, i) => (i === up.bowler ? { ...b, frames } : b)));
    setOrder([...order, up.bowler]);
    setPinsInput("");
    setBallMessage("");
  }

  function undoLastBall() {
    if (order.length === 0) {
      setBallMessage("No ball to undo");
      return;
    }
    const who = order[order.length - 1];
    const frames = bowlers[who].frames.map((f) => [...f]);
    const last = frames[frames.length - 1];
    last.pop();
    if (last.length === 0) frames.pop();
    setBowlers(bowlers.map((b, i) => (i === who ? { ...b, frames } : b)));
    setOrder(order.slice(0, -1));
    setBallMessage("");
  }

  return (
    <main className="page">
      <h1>Kettleburn Bowl score sheet</h1>

      <section className="card" aria-labelledby="bowlers-title">
        <h2 id="bowlers-title">Bowlers</h2>
        {order.length === 0 && (
          <form
            className="row"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              addBowler();
            }}
          >
            <label>
              Bowler name
              <input type="text" value={nameInput} onChange={(e) => setNameInput(e.target.value)} />
            </label>
            <label>
              Average
              <input
                type="text"
                inputMode="numeric"
                className="short"
                value={averageInput}
                onChange={(e) => setAverageInput(e.target.value)}
              />
            </label>
            <button type="submit">Add bowler</button>
          </form>
        )}
        {bowlerMessage && <p className="message" role="alert">{bowlerMessage}</p>}
        {bowlers.length > 0 && <p className="names">On this lane: {bowlers.map((b) => b.name).join(", ")}</p>}
      </section>

      <section className="card" aria-labelledby="sheet-title">
        <h2 id="sheet-title">Score sheet</h2>
        {bowlers.length === 0 ? (
          <p>No bowlers yet</p>
        ) : (
          <div className="sheet-wrap">
            <table className="sheet">
              <thead>
                <tr>
                  <th scope="col">Bowler</th>
                  {FRAMES.map((n) => (
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
                {bowlers.map((b) => {
                  const scores = runningScores(b.frames);
                  const allMarks = b.frames.flatMap((f) => marks(f));
                  const total = totalOf(b.frames);
                  return (
                    <tr key={b.name}>
                      <th scope="row">{b.name}</th>
                      {FRAMES.map((n, i) => {
                        const frame = b.frames[i];
                        return (
                          <td key={n} className="frame">
                            <div className="balls">{frame ? marks(frame).join(" ") : ""}</div>
                            <div className="running">{scores[i] ?? ""}</div>
                          </td>
                        );
                      })}
                      <td className="total">{total}</td>
                      <td>{allMarks.filter((m) => m === "X").length}</td>
                      <td>{allMarks.filter((m) => m === "/").length}</td>
                      <td>{b.handicap}</td>
                      <td>{total + b.handicap}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {bowlers.length > 0 && (
        <section className="card" aria-labelledby="next-title">
          <h2 id="next-title">Next ball</h2>
          <p className="up">
            {up ? `Up: ${bowlers[up.bowler].name}, frame ${up.frame + 1}, ball ${up.ball + 1}` : "Game over"}
          </p>
          <form
            className="row"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              enterBall();
            }}
          >
            <label>
              Pins
              <input type="text" inputMode="numeric" value={pinsInput} onChange={(e) => setPinsInput(e.target.value)} />
            </label>
            <button type="submit">Enter ball</button>
            <button type="button" className="secondary" onClick={undoLastBall}>
              Undo last ball
            </button>
          </form>
          {ballMessage && <p className="message" role="alert">{ballMessage}</p>}
        </section>
      )}
    </main>
  );
}
