import { useState } from "react";
import "./styles.css";
import {
  Board,
  Card,
  COLUMNS,
  columnLimit,
  ColumnName,
  isInProgress,
  Limits,
  newId,
  OWNERS,
  points,
  START_LIMITS,
  startBoard,
} from "./board";
import LimitsForm from "./LimitsForm";
import NewCardForm from "./NewCardForm";

export default function App() {
  const [board, setBoard] = useState<Board>(startBoard);
  const [limits, setLimits] = useState<Limits>(START_LIMITS);
  const [messages, setMessages] = useState<string[]>([]);

  function move(card: Card, from: ColumnName, step: 1 | -1) {
    const fromPos = COLUMNS.indexOf(from);
    const to = COLUMNS[fromPos + step];
    if (!to) return;
    if (card.blocked) {
      setMessages([`${card.title} is blocked`]);
      return;
    }
    const refusals: string[] = [];
    const limit = columnLimit(to, limits);
    if (limit !== null && board[to].length + 1 > limit) {
      refusals.push(`${to} is full (limit ${limit})`);
    }
    if (isInProgress(to) && !isInProgress(from)) {
      const owned = [...board.Doing, ...board.Review].filter((c) => c.owner === card.owner).length;
      if (owned + 1 > limits.perPerson) {
        refusals.push(`${card.owner} has reached the per-person limit (${limits.perPerson})`);
      }
    }
    if (refusals.length > 0) {
      setMessages(refusals);
      return;
    }
    const remaining = board[from].filter((c) => c.id !== card.id);
    // returned work comes first; work moving on joins the bottom
    const arrived = step === -1 ? [card, ...board[to]] : [...board[to], card];
    setBoard({ ...board, [from]: remaining, [to]: arrived });
    setMessages([]);
  }

  function reorder(column: ColumnName, index: number, step: 1 | -1) {
    const target = index + step;
    const list = [...board[column]];
    if (target < 0 || target >= list.length) return;
    [list[index], list[target]] = [list[target], list[index]];
    setBoard({ ...board, [column]: list });
  }

  function toggleBlock(column: ColumnName, id: number) {
    setBoard({
      ...board,
      [column]: board[column].map((c) => (c.id === id ? { ...c, blocked: !c.blocked } : c)),
    });
  }

  function addCard(title: string, owner: string, estimate: number) {
    setBoard({ ...board, "To do": [...board["To do"], { id: newId(), title, owner, estimate, blocked: false }] });
  }

  return (
    <main className="page">
      <h1>Team board</h1>

      <div className="toolbar">
        <p className="message-line" role="status" aria-live="polite">
          {messages.join(" · ")}
        </p>
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
              <p className="count">{limit === null ? `Cards: ${cards.length}` : `Cards: ${cards.length} / ${limit}`}</p>
              <p className="total">Total: {points(total)}</p>
              {limit !== null && cards.length > limit && <p className="over">Over limit</p>}
              <ul className="cards">
                {cards.map((card, index) => (
                  <li key={card.id} className={card.blocked ? "card blocked" : "card"}>
                    <div className="card-title">{card.title}</div>
                    <div className="card-meta">
                      <span>{card.owner}</span>
                      <span>{points(card.estimate)}</span>
                      {card.blocked && <span className="blocked-tag">Blocked</span>}
                    </div>
                    <div className="card-actions">
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

      <div className="below">
        <NewCardForm owners={OWNERS} onAdd={addCard} />
        <LimitsForm limits={limits} onSave={setLimits} />
      </div>
    </main>
  );
}
