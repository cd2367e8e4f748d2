import { useState, type FormEvent } from "react";
import { BOXES, START, answered, cardsWord, checkCard, isDue, isLeech, matches, reviewOrder, type Card } from "./deck";
import "./styles.css";

type Review = { ids: number[]; pos: number; shown: boolean; right: number; wrong: number; revisit: string[] };
type Summary = { right: number; wrong: number; revisit: string[] };
type Editing = { id: number; front: string; back: string; message: string };

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
  const [editing, setEditing] = useState<Editing | null>(null);
  const [find, setFind] = useState("");

  const dueCount = cards.filter((c) => isDue(c, day)).length;
  const filtering = find.trim() !== "";
  const listed = filtering ? cards.filter((c) => matches(c, find)) : cards;
  const current = review ? cards.find((c) => c.id === review.ids[review.pos]) ?? null : null;

  function addCard(e: FormEvent) {
    e.preventDefault();
    const problem = checkCard(front, back, cards);
    if (problem) return setMessage(problem);
    setCards([...cards, { id: nextId, front: front.trim(), back: back.trim(), box: 1, due: day, lapses: 0 }]);
    setNextId(nextId + 1);
    setFront("");
    setBack("");
    setMessage("");
  }

  function saveEdit() {
    if (!editing) return;
    const problem = checkCard(editing.front, editing.back, cards, editing.id);
    if (problem) return setEditing({ ...editing, message: problem });
    setCards(cards.map((c) => (c.id === editing.id ? { ...c, front: editing.front.trim(), back: editing.back.trim() } : c)));
    setEditing(null);
  }

  function deleteCard(id: number) {
    setCards(cards.filter((c) => c.id !== id));
    if (editing?.id === id) setEditing(null);
  }

  function resetCard(id: number) {
    setCards(cards.map((c) => (c.id === id ? { ...c, lapses: 0, box: 1, due: day } : c)));
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
    setEditing(null);
    setReview({ ids, pos: 0, shown: false, right: 0, wrong: 0, revisit: [] });
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
      revisit: right ? review.revisit : [...review.revisit, current.front],
    };
    if (next.pos >= next.ids.length) {
      setReview(null);
      setSummary({ right: next.right, wrong: next.wrong, revisit: next.revisit });
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
            {summary && (
              <>
                <p className="strong">Session done: {summary.right} right, {summary.wrong} wrong</p>
                <p>To revisit: {summary.revisit.length ? summary.revisit.join(", ") : "none"}</p>
              </>
            )}
            {notice && <p className="strong">{notice}</p>}
            <button type="button" onClick={startReview}>Start review</button>
          </>
        )}
      </section>

      <section aria-labelledby="cards-h" className="panel">
        <h2 id="cards-h">Cards</h2>
        <div className="find">
          <label>
            Find
            <input value={find} onChange={(e) => setFind(e.target.value)} />
          </label>
          {filtering && <p className="showing">Showing {listed.length} of {cardsWord(cards.length)}</p>}
        </div>
        <table>
          <thead>
            <tr>
              <th scope="col">Front</th>
              <th scope="col">Back</th>
              <th scope="col">Box</th>
              <th scope="col">Due</th>
              <th scope="col">Lapses</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {listed.map((c) =>
              editing && editing.id === c.id ? (
                <tr key={c.id}>
                  <td>
                    <input aria-label="Edit front" value={editing.front} onChange={(e) => setEditing({ ...editing, front: e.target.value })} />
                  </td>
                  <td>
                    <input aria-label="Edit back" value={editing.back} onChange={(e) => setEditing({ ...editing, back: e.target.value })} />
                    {editing.message && <p className="error" role="alert">{editing.message}</p>}
                  </td>
                  <td>{c.box}</td>
                  <td>{isLeech(c) ? "Leech" : `Day ${c.due}`}</td>
                  <td>{c.lapses}</td>
                  <td>
                    <div className="row-actions">
                      <button type="button" onClick={saveEdit}>Save</button>
                      <button type="button" className="secondary" onClick={() => setEditing(null)}>Cancel</button>
                    </div>
                  </td>
                </tr>
              ) : (
                <tr key={c.id}>
                  <td>{c.front}</td>
                  <td className="latin">{c.back}</td>
                  <td>{c.box}</td>
                  <td className={isLeech(c) ? "leech" : undefined}>{isLeech(c) ? "Leech" : `Day ${c.due}`}</td>
                  <td>{c.lapses}</td>
                  <td>
                    <div className="row-actions">
                      {!review && (
                        <>
                          <button type="button" className="secondary" onClick={() => setEditing({ id: c.id, front: c.front, back: c.back, message: "" })}>Edit</button>
                          <button type="button" className="secondary" onClick={() => deleteCard(c.id)}>Delete</button>
                        </>
                      )}
                      {isLeech(c) && <button type="button" onClick={() => resetCard(c.id)}>Reset</button>}
                    </div>
                  </td>
                </tr>
              ),
            )}
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
