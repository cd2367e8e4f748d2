import { useState } from "react";
import type { FormEvent } from "react";
import { STARTING_CARDS, checkEntry, countCards, isDue } from "./cards";
import type { Card } from "./cards";
import "./styles.css";

export default function App() {
  const [day, setDay] = useState(1);
  const [cards, setCards] = useState<Card[]>(STARTING_CARDS);
  const [nextId, setNextId] = useState(STARTING_CARDS.length + 1);

  const [front, setFront] = useState("");
  const [back, setBack] = useState("");
  const [addError, setAddError] = useState<string | null>(null);

  function nextDay() {
    setDay((d) => d + 1);
  }

  function addCard(event: FormEvent) {
    event.preventDefault();
    const problem = checkEntry(front, back, cards, null);
    if (problem) {
      setAddError(problem);
      return;
    }
    setCards((list) => [
      ...list,
      { id: nextId, front: front.trim(), back: back.trim(), box: 1, due: day },
    ]);
    setNextId((n) => n + 1);
    setFront("");
    setBack("");
    setAddError(null);
  }

  const dueToday = cards.filter((c) => isDue(c, day)).length;

  return (
    <main className="page">
      <h1>Palm house flashcards</h1>
      <div className="daybar">
        <p className="today">Today is day {day}</p>
        <button type="button" onClick={nextDay}>
          Next day
        </button>
      </div>

      <div className="layout">
        <div className="main-col">
          <section className="panel" aria-labelledby="cards-heading">
            <h2 id="cards-heading">Cards</h2>
            <table className="cards">
              <thead>
                <tr>
                  <th scope="col">Front</th>
                  <th scope="col">Back</th>
                  <th scope="col">Box</th>
                  <th scope="col">Due</th>
                </tr>
              </thead>
              <tbody>
                {cards.map((card) => (
                    <tr key={card.id}>
                      <td>{card.front}</td>
                      <td>{card.back}</td>
                      <td>{card.box}</td>
                      <td>Day {card.due}</td>
                    </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section className="panel" aria-labelledby="new-heading">
            <h2 id="new-heading">New card</h2>
            <form className="new-card" onSubmit={addCard} noValidate>
              <div className="field">
                <label htmlFor="new-front">Front</label>
                <input
                  id="new-front"
                  type="text"
                  value={front}
                  onChange={(e) => setFront(e.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor="new-back">Back</label>
                <input
                  id="new-back"
                  type="text"
                  value={back}
                  onChange={(e) => setBack(e.target.value)}
                />
              </div>
              <button type="submit">Add card</button>
            </form>
            {addError && (
              <p className="error" role="alert">
                {addError}
              </p>
            )}
          </section>
        </div>

        <div className="side-col">
          <section className="panel" aria-labelledby="boxes-heading">
            <h2 id="boxes-heading">Boxes</h2>
            <ul className="plain">
              {[1, 2, 3, 4, 5].map((box) => (
                <li key={box}>
                  Box {box}: {countCards(cards.filter((c) => c.box === box).length)}
                </li>
              ))}
            </ul>
            <p className="due-line">Due today: {countCards(dueToday)}</p>
          </section>

        </div>
      </div>
    </main>
  );
}
