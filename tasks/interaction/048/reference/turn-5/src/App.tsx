import { useState } from "react";
import "./styles.css";
import { marks, maxPossible, runningScores, standing, totalOf, whoIsUp } from "./lib";

// games: scratch totals of the games finished before the one in play
type Bowler = { name: string; handicap: number; frames: number[][]; games: number[] };

const GAMES = [1, 2, 3];

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
  const [gameNo, setGameNo] = useState(1);

  const up = bowlers.length ? whoIsUp(bowlers.map((b) => b.frames)) : null;
  const gameOver = bowlers.length > 0 && up === null;

  // With handicap scores of every finished game, the one in play included once it is over
  function seriesScores(b: Bowler): number[] {
    const scratch = gameOver ? [...b.games, totalOf(b.frames)] : b.games;
    return scratch.map((s) => s + b.handicap);
  }

  const seriesOf = (b: Bowler) => seriesScores(b).reduce((a, c) => a + c, 0);

  // highest Series first; level bowlers keep the order added and share the rank
  const standings = bowlers
    .map((b, i) => ({ name: b.name, series: seriesOf(b), i }))
    .sort((a, c) => c.series - a.series || a.i - c.i)
    .map((row, _, all) => ({ ...row, rank: 1 + all.filter((o) => o.series > row.series).length }));

  // highest single finished game without handicap; the bowler added first wins a tie
  let highGame: { name: string; score: number } | null = null;
  for (const b of bowlers) {
    const scratch = gameOver ? [...b.games, totalOf(b.frames)] : b.games;
    for (const score of scratch) {
      if (highGame === null || score > highGame.score) highGame = { name: b.name, score };
    }
  }

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
    setBowlers([...bowlers, { name, handicap: handicapFor(average), frames: [], games: [] }]);
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

  function startNextGame() {
    if (!gameOver || gameNo >= 3) return;
    setBowlers(bowlers.map((b) => ({ ...b, games: [...b.games, totalOf(b.frames)], frames: [] })));
    setGameNo(gameNo + 1);
    setOrder([]);
    setPinsInput("");
    setBallMessage("");
  }

  return (
    <main className="page">
      <h1>Kettleburn Bowl score sheet</h1>

      <section className="card" aria-labelledby="bowlers-title">
        <h2 id="bowlers-title">Bowlers</h2>
        {gameNo === 1 && order.length === 0 && (
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
            <p className="game-no">Game {gameNo} of 3</p>
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
                  <th scope="col">Max possible</th>
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
                      <td>{maxPossible(b.frames)}</td>
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
            {up
              ? `Up: ${bowlers[up.bowler].name}, frame ${up.frame + 1}, ball ${up.ball + 1}`
              : gameNo === 3
                ? "Series over"
                : "Game over"}
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
          {gameOver && gameNo < 3 && (
            <p>
              <button type="button" onClick={startNextGame}>
                Start next game
              </button>
            </p>
          )}
        </section>
      )}

      {bowlers.length > 0 && (
        <section className="card" aria-labelledby="series-title">
          <h2 id="series-title">Series</h2>
          <table className="series">
            <thead>
              <tr>
                <th scope="col">Bowler</th>
                {GAMES.map((g) => (
                  <th scope="col" key={g}>
                    Game {g}
                  </th>
                ))}
                <th scope="col">Series</th>
              </tr>
            </thead>
            <tbody>
              {bowlers.map((b) => {
                const scores = seriesScores(b);
                return (
                  <tr key={b.name}>
                    <th scope="row">{b.name}</th>
                    {GAMES.map((g, i) => (
                      <td key={g}>{i < scores.length ? scores[i] : "-"}</td>
                    ))}
                    <td>{seriesOf(b)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}

      {bowlers.length > 0 && (
        <section className="card" aria-labelledby="standings-title">
          <h2 id="standings-title">Standings</h2>
          <ol className="standings">
            {standings.map((row) => (
              <li key={row.name}>
                {row.rank}. {row.name}: {row.series}
              </li>
            ))}
          </ol>
          <p className="high-game">{highGame ? `High game: ${highGame.name} ${highGame.score}` : "High game: -"}</p>
        </section>
      )}
    </main>
  );
}
