import { useState } from "react";
import "./styles.css";
import {
  Board,
  COLUMNS,
  Card,
  ColumnName,
  FIRST_FREE_ID,
  Limits,
  START_BOARD,
  columnLimit,
  inProgress,
  OWNERS,
  points,
  wholeIn,
} from "./board";

const START_LIMITS: Limits = { doing: 3, review: 2, person: 2 };

export default function App() {
  const [board, setBoard] = useState<Board>(START_BOARD);
  const [limits, setLimits] = useState<Limits>(START_LIMITS);
  const [messages, setMessages] = useState<string[]>([]);
  const [nextId, setNextId] = useState(FIRST_FREE_ID);
  const [title, setTitle] = useState("");
  const [owner, setOwner] = useState(OWNERS[0]);
  const [estimate, setEstimate] = useState("");
  const [formProblems, setFormProblems] = useState<string[]>([]);
  const [doingField, setDoingField] = useState("3");
  const [reviewField, setReviewField] = useState("2");
  const [personField, setPersonField] = useState("2");
  const [limitsProblem, setLimitsProblem] = useState("");

  function ownerInProgress(name: string): number {
    return board.Doing.concat(board.Review).filter((c) => c.owner === name).length;
  }

  function move(card: Card, from: ColumnName, step: -1 | 1) {
    if (card.blocked) {
      setMessages([`${card.title} is blocked`]);
      return;
    }
    const to = COLUMNS[COLUMNS.indexOf(from) + step];
    const problems: string[] = [];
    const limit = columnLimit(to, limits);
    if (limit !== null && board[to].length >= limit) {
      problems.push(`${to} is full (limit ${limit})`);
    }
    if (inProgress(to) && !inProgress(from) && ownerInProgress(card.owner) >= limits.person) {
      problems.push(`${card.owner} has reached the per-person limit (${limits.person})`);
    }
    if (problems.length > 0) {
      setMessages(problems);
      return;
    }
    const source = board[from].filter((c) => c.id !== card.id);
    const target = step < 0 ? [card, ...board[to]] : [...board[to], card];
    setBoard({ ...board, [from]: source, [to]: target });
    setMessages([]);
  }

  function reorder(column: ColumnName, index: number, step: -1 | 1) {
    const list = board[column].slice();
    const other = index + step;
    if (other < 0 || other >= list.length) return;
    [list[index], list[other]] = [list[other], list[index]];
    setBoard({ ...board, [column]: list });
  }

  function toggleBlock(column: ColumnName, id: number) {
    setBoard({
      ...board,
      [column]: board[column].map((c) => (c.id === id ? { ...c, blocked: !c.blocked } : c)),
    });
  }

  function addCard() {
    const problems: string[] = [];
    const cleanTitle = title.trim();
    if (cleanTitle === "") problems.push("Enter a title");
    const est = wholeIn(estimate, 1, 13);
    if (est === null) problems.push("Estimate must be a whole number from 1 to 13");
    if (problems.length > 0 || est === null) {
      setFormProblems(problems);
      return;
    }
    const card: Card = { id: nextId, title: cleanTitle, owner, estimate: est, blocked: false };
    setBoard({ ...board, "To do": [...board["To do"], card] });
    setNextId(nextId + 1);
    setTitle("");
    setEstimate("");
    setFormProblems([]);
  }

  function saveLimits() {
    const doing = wholeIn(doingField, 1, 9);
    const review = wholeIn(reviewField, 1, 9);
    const person = wholeIn(personField, 1, 9);
    if (doing === null || review === null || person === null) {
      setLimitsProblem("Limits must be whole numbers from 1 to 9");
      return;
    }
    setLimits({ doing, review, person });
    setLimitsProblem("");
  }

  return (
    <main>
      <h1>Team board</h1>
      <div className="message" role="status" aria-live="polite">
        {messages.map((m) => (
          <p key={m}>{m}</p>
        ))}
      </div>

      <div className="board">
        {COLUMNS.map((column, colIndex) => {
          const cards = board[column];
          const limit = columnLimit(column, limits);
          const total = cards.reduce((sum, c) => sum + c.estimate, 0);
          const headingId = `col-${colIndex}`;
          return (
            <section key={column} className="column" aria-labelledby={headingId}>
              <h2 id={headingId}>{column}</h2>
              <p className="count">
                Cards: {limit === null ? cards.length : `${cards.length} / ${limit}`}
              </p>
              <p className="total">Total: {points(total)}</p>
              {limit !== null && cards.length > limit && <p className="over">Over limit</p>}
              <ul className="cards">
                {cards.map((card, index) => (
                  <li key={card.id} className={card.blocked ? "card blocked" : "card"}>
                    <p className="title">{card.title}</p>
                    <p className="meta">
                      <span>{card.owner}</span>
                      <span>{points(card.estimate)}</span>
                    </p>
                    {card.blocked && <p className="badge">Blocked</p>}
                    <div className="actions">
                      {index > 0 && (
                        <button type="button" onClick={() => reorder(column, index, -1)}>
                          Move up
                        </button>
                      )}
                      {index < cards.length - 1 && (
                        <button type="button" onClick={() => reorder(column, index, 1)}>
                          Move down
                        </button>
                      )}
                      {colIndex > 0 && (
                        <button type="button" onClick={() => move(card, column, -1)}>
                          Move left
                        </button>
                      )}
                      {colIndex < COLUMNS.length - 1 && (
                        <button type="button" onClick={() => move(card, column, 1)}>
                          Move right
                        </button>
                      )}
                      <button type="button" onClick={() => toggleBlock(column, card.id)}>
                        {card.blocked ? "Unblock" : "Block"}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>

      <div className="forms">
        <section className="panel" aria-labelledby="new-card-heading">
          <h2 id="new-card-heading">New card</h2>
          <div className="row">
            <label>
              Title
              <input type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
            </label>
            <label>
              Owner
              <select value={owner} onChange={(e) => setOwner(e.target.value)}>
                {OWNERS.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Estimate
              <input type="number" min="1" max="13" step="1" value={estimate} onChange={(e) => setEstimate(e.target.value)} />
            </label>
            <button type="button" onClick={addCard}>
              Add card
            </button>
          </div>
          {formProblems.map((p) => (
            <p key={p} className="problem">
              {p}
            </p>
          ))}
        </section>

        <section className="panel" aria-labelledby="limits-heading">
          <h2 id="limits-heading">Limits</h2>
          <div className="row">
            <label>
              Doing limit
              <input type="number" min="1" max="9" step="1" value={doingField} onChange={(e) => setDoingField(e.target.value)} />
            </label>
            <label>
              Review limit
              <input type="number" min="1" max="9" step="1" value={reviewField} onChange={(e) => setReviewField(e.target.value)} />
            </label>
            <label>
              Per-person limit
              <input type="number" min="1" max="9" step="1" value={personField} onChange={(e) => setPersonField(e.target.value)} />
            </label>
            <button type="button" onClick={saveLimits}>
              Save limits
            </button>
          </div>
          {limitsProblem && <p className="problem">{limitsProblem}</p>}
        </section>
      </div>
    </main>
  );
}
