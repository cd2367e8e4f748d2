import { useState } from "react";
import "./styles.css";
import {
  Board,
  Card,
  COLUMNS,
  columnLimit,
  ColumnName,
  Limits,
  newId,
  OWNERS,
  points,
  START_LIMITS,
  startBoard,
} from "./board";
import NewCardForm from "./NewCardForm";

export default function App() {
  const [board, setBoard] = useState<Board>(startBoard);
  const limits: Limits = START_LIMITS;
  const [messages, setMessages] = useState<string[]>([]);

  function move(card: Card, from: ColumnName, step: 1 | -1) {
    const fromPos = COLUMNS.indexOf(from);
    const to = COLUMNS[fromPos + step];
    if (!to) return;
    if (card.blocked) {
      setMessages([`${card.title} is blocked`]);
      return;
    }
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
              <ul className="cards">
                {cards.map((card) => (
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
      </div>
    </main>
  );
}
