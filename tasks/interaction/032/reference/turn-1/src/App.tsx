import { useState, type FormEvent } from "react";
import { BOXES, START, cardsWord, checkCard, isDue, type Card } from "./deck";
import "./styles.css";

export default function App() {
  const [day, setDay] = useState(1);
  const [cards, setCards] = useState<Card[]>(START);
  const [nextId, setNextId] = useState(6);
  const [front, setFront] = useState("");
  const [back, setBack] = useState("");
  const [message, setMessage] = useState("");

  const dueCount = cards.filter((c) => isDue(c, day)).length;

  function addCard(e: FormEvent) {
    e.preventDefault();
    const problem = checkCard(front, back, cards);
    if (problem) return setMessage(problem);
    setCards([...cards, { id: nextId, front: front.trim(), back: back.trim(), box: 1, due: day }]);
    setNextId(nextId + 1);
    setFront("");
    setBack("");
    setMessage("");
  }

  return (
    <main className="page">
      <h1>Palm house flashcards</h1>
      <div className="today">
        <p className="day">Today is day {day}</p>
        <button type="button" onClick={() => setDay(day + 1)}>Next day</button>
      </div>

      <section aria-labelledby="cards-h" className="panel">
        <h2 id="cards-h">Cards</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Front</th>
              <th scope="col">Back</th>
              <th scope="col">Box</th>
              <th scope="col">Due</th>
            </tr>
          </thead>
          <tbody>
            {cards.map((c) => (
              <tr key={c.id}>
                <td>{c.front}</td>
                <td className="latin">{c.back}</td>
                <td>{c.box}</td>
                <td>Day {c.due}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="boxes-h" className="panel">
        <h2 id="boxes-h">Boxes</h2>
        <ul className="boxes">
          {BOXES.map((b) => (
            <li key={b}>Box {b}: {cardsWord(cards.filter((c) => c.box === b).length)}</li>
          ))}
        </ul>
        <p className="strong">Due today: {cardsWord(dueCount)}</p>
      </section>

      <section aria-labelledby="new-h" className="panel">
        <h2 id="new-h">New card</h2>
        <form onSubmit={addCard} noValidate className="form">
          <label>
            Front
            <input value={front} onChange={(e) => setFront(e.target.value)} />
          </label>
          <label>
            Back
            <input value={back} onChange={(e) => setBack(e.target.value)} />
          </label>
          <button type="submit">Add card</button>
        </form>
        {message && <p className="error" role="alert">{message}</p>}
      </section>
    </main>
  );
}
