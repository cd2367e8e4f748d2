import { useState } from "react";
import "./styles.css";
import {
  Board,
  Card,
  COLUMNS,
  columnLimit,
  ColumnName,
  Limits,
  points,
  START_LIMITS,
  startBoard,
} from "./board";

export default function App() {
  const [board, setBoard] = useState<Board>(startBoard);
  const limits: Limits = START_LIMITS;
  const [messages, setMessages] = useState<string[]>([]);

  function move(card: Card, from: ColumnName, step: 1 | -1) {
    const fromPos = COLUMNS.indexOf(from);
    const to = COLUMNS[fromPos + step];
    if (!to) return;
    const limit = columnLimit(to, limits);
    if (limit !== null && board[to].length + 1 > limit) {
      setMessages([`${to} is full (limit ${limit})`]);
      return;
    }
    const remaining = board[from].filter((c) => c.id !== card.id);
    const arrived = [...board[to], card];
    setBoard({ ...board, [from]: remaining, [to]: arrived });
    setMessages([]);
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
          const headingId = `col-${colIndex}`;
          return (
            <section key={column} className="column" aria-labelledby={headingId}>
              <h2 id={headingId}>{column}</h2>
              <p className="count">{limit === null ? `Cards: ${cards.length}` : `Cards: ${cards.length} / ${limit}`}</p>
              <ul className="cards">
                {cards.map((card) => (
                  <li key={card.id} className="card">
                    <div className="card-title">{card.title}</div>
                    <div className="card-meta">
                      <span>{card.owner}</span>
                      <span>{points(card.estimate)}</span>
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
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </main>
  );
}
