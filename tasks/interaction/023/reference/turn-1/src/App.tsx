import { useState } from "react";
import "./styles.css";
import {
  Board,
  COLUMNS,
  Card,
  ColumnName,
  Limits,
  START_BOARD,
  columnLimit,
  points,
} from "./board";

const START_LIMITS: Limits = { doing: 3, review: 2 };

export default function App() {
  const [board, setBoard] = useState<Board>(START_BOARD);
  const [limits, setLimits] = useState<Limits>(START_LIMITS);
  const [messages, setMessages] = useState<string[]>([]);

  function move(card: Card, from: ColumnName, step: -1 | 1) {
    const to = COLUMNS[COLUMNS.indexOf(from) + step];
    const problems: string[] = [];
    const limit = columnLimit(to, limits);
    if (limit !== null && board[to].length >= limit) {
      problems.push(`${to} is full (limit ${limit})`);
    }
    if (problems.length > 0) {
      setMessages(problems);
      return;
    }
    const source = board[from].filter((c) => c.id !== card.id);
    const target = [...board[to], card];
    setBoard({ ...board, [from]: source, [to]: target });
    setMessages([]);
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
          const headingId = `col-${colIndex}`;
          return (
            <section key={column} className="column" aria-labelledby={headingId}>
              <h2 id={headingId}>{column}</h2>
              <p className="count">
                Cards: {limit === null ? cards.length : `${cards.length} / ${limit}`}
              </p>
              <ul className="cards">
                {cards.map((card) => (
                  <li key={card.id} className={"card"}>
                    <p className="title">{card.title}</p>
                    <p className="meta">
                      <span>{card.owner}</span>
                      <span>{points(card.estimate)}</span>
                    </p>
                    <div className="actions">
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
