import { useState, type FormEvent } from "react";
import { BOXES, START, answered, cardsWord, checkCard, isDue, reviewOrder, type Card } from "./deck";
import "./styles.css";

type Review = { ids: number[]; pos: number; shown: boolean; right: number; wrong: number };
type Summary = { right: number; wrong: number };

export default function App() {
  const [day, setDay] = useState(1);
  const [cards, setCards] = useState<Card[]>(START);
  const [nextId, setNextId] = useState(6);
  const [front, setFront] = useState("");
  const [back, setBack] = useState("");
  const [message, setMessage] = useState("");
  const [review, setReview] = useState<Review | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [notice, setNotice] = useState("");

  const dueCount = cards.filter((c) => isDue(c, day)).length;
  const current = review ? cards.find((c) => c.id === review.ids[review.pos]) ?? null : null;

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

  function nextDay() {
    if (review) return;
    setDay(day + 1);
  }

  function startReview() {
    const ids = reviewOrder(cards, day);
    setSummary(null);
    if (ids.length === 0) {
      setNotice(`Nothing to review on day ${day}`);
      return;
    }
    setNotice("");
    setReview({ ids, pos: 0, shown: false, right: 0, wrong: 0 });
  }

  function answer(right: boolean) {
    if (!review || !current) return;
    setCards(cards.map((c) => (c.id === current.id ? answered(c, right, day) : c)));
    const next = {
      ...review,
      pos: review.pos + 1,
      shown: false,
      right: review.right + (right ? 1 : 0),
      wrong: review.wrong + (right ? 0 : 1),
    };
    if (next.pos >= next.ids.length) {
      setReview(null);
      setSummary({ right: next.right, wrong: next.wrong });
    } else {
      setReview(next);
    }
  }

  return (
    <main className="page">
      <h1>Palm house flashcards</h1>
      <div className="today">
        <p className="day">Today is day {day}</p>
        <button type="button" onClick={nextDay}>Next day</button>
      </div>

      <section aria-labelledby="review-h" className="panel">
        <h2 id="review-h">Review</h2>
        {review && current ? (
          <div className="flashcard">
            <p className="place">Card {review.pos + 1} of {review.ids.length}</p>
            <p className="front">{current.front}</p>
            {review.shown ? (
              <>
                <p className="back">{current.back}</p>
                <div className="row-actions">
                  <button type="button" onClick={() => answer(true)}>Right</button>
                  <button type="button" className="secondary" onClick={() => answer(false)}>Wrong</button>
                </div>
              </>
            ) : (
              <button type="button" onClick={() => setReview({ ...review, shown: true })}>Show answer</button>
            )}
          </div>
        ) : (
          <>
            {summary && <p className="strong">Session done: {summary.right} right, {summary.wrong} wrong</p>}
            {notice && <p className="strong">{notice}</p>}
            <button type="button" onClick={startReview}>Start review</button>
          </>
        )}
      </section>

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
