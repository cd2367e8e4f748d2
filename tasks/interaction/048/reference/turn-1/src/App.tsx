import { useState } from "react";
import "./styles.css";
import { marks, runningScores, standing, totalOf, whoIsUp } from "./lib";

type Bowler = { name: string; frames: number[][] };

const FRAMES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export default function App() {
  const [bowlers, setBowlers] = useState<Bowler[]>([]);
  const [nameInput, setNameInput] = useState("");
  const [bowlerMessage, setBowlerMessage] = useState("");
  const [pinsInput, setPinsInput] = useState("");
  const [ballMessage, setBallMessage] = useState("");
  const [ballsEntered, setBallsEntered] = useState(0);

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
    setBowlers([...bowlers, { name, frames: [] }]);
    setNameInput("");
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
    setBallsEntered(ballsEntered + 1);
    setPinsInput("");
    setBallMessage("");
  }

  return (
    <main className="page">
      <h1>Kettleburn Bowl score sheet</h1>

      <section className="card" aria-labelledby="bowlers-title">
        <h2 id="bowlers-title">Bowlers</h2>
        {ballsEntered === 0 && (
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
                </tr>
              </thead>
              <tbody>
                {bowlers.map((b) => {
                  const scores = runningScores(b.frames);
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
                      <td className="total">{totalOf(b.frames)}</td>
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
          </form>
          {ballMessage && <p className="message" role="alert">{ballMessage}</p>}
        </section>
      )}
    </main>
  );
}
