import { useState } from "react";
import type { FormEvent } from "react";
import {
  INTERVALS,
  STARTING_CARDS,
  checkEntry,
  countCards,
  isDue,
  reviewOrder,
} from "./cards";
import type { Card } from "./cards";
import "./styles.css";

type Answer = {
  cardId: number;
  right: boolean;
};

type Review = {
  ids: number[];
  index: number;
  shown: boolean;
  answers: Answer[];
  done: boolean;
};

type Editing = { id: number; front: string; back: string; error: string | null };

export default function App() {
  const [day, setDay] = useState(1);
  const [cards, setCards] = useState<Card[]>(STARTING_CARDS);
  const [nextId, setNextId] = useState(STARTING_CARDS.length + 1);

  const [front, setFront] = useState("");
  const [back, setBack] = useState("");
  const [addError, setAddError] = useState<string | null>(null);

  const [review, setReview] = useState<Review | null>(null);
  const [reviewNote, setReviewNote] = useState<string | null>(null);

  const [editing, setEditing] = useState<Editing | null>(null);
  const [find, setFind] = useState("");

  const reviewRunning = review !== null && !review.done;

  function nextDay() {
    if (reviewRunning) return;
    setDay((d) => d + 1);
    setReviewNote(null);
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

  function startReview() {
    const ids = reviewOrder(cards, day);
    if (ids.length === 0) {
      setReview(null);
      setReviewNote(`Nothing to review on day ${day}`);
      return;
    }
    setReviewNote(null);
    setReview({ ids, index: 0, shown: false, answers: [], done: false });
  }

  function answer(right: boolean) {
    if (!review || review.done) return;
    const cardId = review.ids[review.index];
    const card = cards.find((c) => c.id === cardId);
    if (!card) return;
    setCards((list) =>
      list.map((c) => {
        if (c.id !== cardId) return c;
        if (right) {
          const box = Math.min(c.box + 1, 5);
          return { ...c, box, due: day + INTERVALS[box] };
        }
        return { ...c, box: 1, due: day + 1 };
      }),
    );
    const nextIndex = review.index + 1;
    setReview({
      ...review,
      answers: [...review.answers, { cardId, right }],
      index: nextIndex,
      shown: false,
      done: nextIndex >= review.ids.length,
    });
  }

  function startEdit(card: Card) {
    setEditing({ id: card.id, front: card.front, back: card.back, error: null });
  }

  function saveEdit() {
    if (!editing) return;
    const problem = checkEntry(editing.front, editing.back, cards, editing.id);
    if (problem) {
      setEditing({ ...editing, error: problem });
      return;
    }
    const f = editing.front.trim();
    const b = editing.back.trim();
    setCards((list) => list.map((c) => (c.id === editing.id ? { ...c, front: f, back: b } : c)));
    setEditing(null);
  }

  function deleteCard(id: number) {
    setCards((list) => list.filter((c) => c.id !== id));
    if (editing && editing.id === id) setEditing(null);
  }

  const query = find.trim().toLowerCase();
  const shownCards =
    query === ""
      ? cards
      : cards.filter(
          (c) => c.front.toLowerCase().includes(query) || c.back.toLowerCase().includes(query),
        );

  const dueToday = cards.filter((c) => isDue(c, day)).length;

  const sessionRight = review ? review.answers.filter((a) => a.right).length : 0;
  const sessionWrong = review ? review.answers.filter((a) => !a.right).length : 0;

  const currentCard =
    review && !review.done ? cards.find((c) => c.id === review.ids[review.index]) : undefined;

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
            <div className="field find-field">
              <label htmlFor="find">Find</label>
              <input
                id="find"
                type="text"
                value={find}
                onChange={(e) => setFind(e.target.value)}
              />
            </div>
            {query !== "" && (
              <p className="showing">
                Showing {shownCards.length} of {cards.length} cards
              </p>
            )}
            <table className="cards">
              <thead>
                <tr>
                  <th scope="col">Front</th>
                  <th scope="col">Back</th>
                  <th scope="col">Box</th>
                  <th scope="col">Due</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shownCards.map((card) => {
                  const isEditing = editing !== null && editing.id === card.id;
                  return (
                    <tr key={card.id}>
                      {isEditing && editing ? (
                        <>
                          <td>
                            <label className="cell-field">
                              <span>Edit front</span>
                              <input
                                type="text"
                                value={editing.front}
                                onChange={(e) => setEditing({ ...editing, front: e.target.value })}
                              />
                            </label>
                          </td>
                          <td>
                            <label className="cell-field">
                              <span>Edit back</span>
                              <input
                                type="text"
                                value={editing.back}
                                onChange={(e) => setEditing({ ...editing, back: e.target.value })}
                              />
                            </label>
                          </td>
                        </>
                      ) : (
                        <>
                          <td>{card.front}</td>
                          <td>{card.back}</td>
                        </>
                      )}
                      <td>{card.box}</td>
                      <td>Day {card.due}</td>
                      <td className="actions">
                        {isEditing && editing ? (
                          <>
                            <button type="button" onClick={saveEdit}>
                              Save
                            </button>
                            <button type="button" onClick={() => setEditing(null)}>
                              Cancel
                            </button>
                            {editing.error && (
                              <p className="error" role="alert">
                                {editing.error}
                              </p>
                            )}
                          </>
                        ) : (
                          !reviewRunning && (
                            <>
                              <button type="button" onClick={() => startEdit(card)}>
                                Edit
                              </button>
                              <button type="button" onClick={() => deleteCard(card.id)}>
                                Delete
                              </button>
                            </>
                          )
                        )}
                      </td>
                    </tr>
                  );
                })}
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

          <section className="panel" aria-labelledby="review-heading">
            <h2 id="review-heading">Review</h2>
            {reviewRunning && review && currentCard ? (
              <div className="review">
                <p className="position">
                  Card {review.index + 1} of {review.ids.length}
                </p>
                <p className="front">{currentCard.front}</p>
                {review.shown ? (
                  <>
                    <p className="back">{currentCard.back}</p>
                    <div className="buttons">
                      <button type="button" className="right" onClick={() => answer(true)}>
                        Right
                      </button>
                      <button type="button" className="wrong" onClick={() => answer(false)}>
                        Wrong
                      </button>
                    </div>
                  </>
                ) : (
                  <button type="button" onClick={() => setReview({ ...review, shown: true })}>
                    Show answer
                  </button>
                )}
              </div>
            ) : (
              <>
                {review && review.done && (
                  <div className="summary">
                    <p>
                      Session done: {sessionRight} right, {sessionWrong} wrong
                    </p>
                  </div>
                )}
                {reviewNote && <p className="note">{reviewNote}</p>}
                <button type="button" onClick={startReview}>
                  Start review
                </button>
              </>
            )}
          </section>

        </div>
      </div>
    </main>
  );
}
