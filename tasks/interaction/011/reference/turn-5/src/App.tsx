import { FormEvent, useState } from "react";
import "./styles.css";
import { Draft, ROOMS, Room, Talk, check, clock, duration, freeGaps, programme, roomTalks, talkMinutes } from "./schedule";

const EMPTY: Draft = { title: "", room: "Atrium", start: "", end: "" };

export default function App() {
  const [talks, setTalks] = useState<Talk[]>([]);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [message, setMessage] = useState("");
  const [nextId, setNextId] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const [view, setView] = useState<"rooms" | "programme">("rooms");

  const update = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = check(draft, talks, editing);
    if ("error" in result) {
      setMessage(result.error);
      return;
    }
    setMessage("");
    if (editing !== null) {
      const id = editing;
      setTalks((all) => all.map((t) => (t.id === id ? { id, ...result.talk } : t)));
      endEdit();
      return;
    }
    setTalks((all) => [...all, { id: nextId, ...result.talk }]);
    setNextId((n) => n + 1);
    setMessage("");
    setDraft((d) => ({ ...d, title: "" }));
  }

  function endEdit() {
    setEditing(null);
    setDraft(EMPTY);
  }

  function startEdit(talk: Talk) {
    setEditing(talk.id);
    setMessage("");
    setDraft({ title: talk.title, room: talk.room, start: clock(talk.start), end: clock(talk.end) });
  }

  function cancelEdit() {
    setMessage("");
    endEdit();
  }

  function remove(id: number) {
    setTalks((all) => all.filter((t) => t.id !== id));
    if (id === editing) endEdit();
  }

  const count = talks.length;

  const actions = (t: Talk) => (
    <>
      <button type="button" className="secondary small" onClick={() => startEdit(t)}>
        Edit
      </button>
      <button type="button" className="secondary small" onClick={() => remove(t.id)}>
        Remove
      </button>
    </>
  );

  return (
    <main className="planner">
      <h1>Session planner</h1>
      <p className="intro">Harbour Data Day · Quayside Hall · open 08:30–18:00</p>

      <form className="talk-form" onSubmit={submit} aria-label="New talk">
        <label>
          Title
          <input type="text" value={draft.title} onChange={(e) => update("title")(e.target.value)} />
        </label>
        <label>
          Room
          <select value={draft.room} onChange={(e) => update("room")(e.target.value as Room)}>
            {ROOMS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <label>
          Start
          <input type="text" inputMode="numeric" placeholder="09:30" value={draft.start} onChange={(e) => update("start")(e.target.value)} />
        </label>
        <label>
          End
          <input type="text" inputMode="numeric" placeholder="10:15" value={draft.end} onChange={(e) => update("end")(e.target.value)} />
        </label>
        <button type="submit">{editing === null ? "Add talk" : "Save changes"}</button>
        {editing !== null && (
          <button type="button" className="secondary" onClick={cancelEdit}>
            Cancel edit
          </button>
        )}
      </form>
      {message && (
        <p className="message" role="alert">
          {message}
        </p>
      )}

      <p className="whole-day">
        {`Whole day: ${count} ${count === 1 ? "talk" : "talks"}, ${duration(talkMinutes(talks))}`}
      </p>

      <div className="tabs" role="tablist" aria-label="View">
        <button type="button" role="tab" aria-selected={view === "rooms"} className={view === "rooms" ? "tab active" : "tab"} onClick={() => setView("rooms")}>
          By room
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={view === "programme"}
          className={view === "programme" ? "tab active" : "tab"}
          onClick={() => setView("programme")}
        >
          Whole programme
        </button>
      </div>

      {view === "programme" ? (
        <section className="programme" aria-labelledby="programme-title">
          <h2 id="programme-title">Whole programme</h2>
          {talks.length === 0 ? (
            <p className="empty">No talks yet</p>
          ) : (
            <ul className="talks">
              {programme(talks).map((t) => (
                <li key={t.id} className={t.id === editing ? "editing" : undefined}>
                  <span className="when">{`${clock(t.start)}–${clock(t.end)}`}</span> <span className="what">{`${t.title} · ${t.room}`}</span>{" "}
                  {actions(t)}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
      <div className="rooms">
        {ROOMS.map((room) => {
          const list = roomTalks(talks, room);
          return (
            <section key={room} className="room" aria-labelledby={`room-${room}`}>
              <h2 id={`room-${room}`}>{room}</h2>
              {list.length === 0 ? (
                <p className="empty">No talks yet</p>
              ) : (
                <ul className="talks">
                  {list.map((t) => (
                    <li key={t.id} className={t.id === editing ? "editing" : undefined}>
                      <span className="when">{`${clock(t.start)}–${clock(t.end)}`}</span> <span className="what">{t.title}</span>{" "}
                      {actions(t)}
                    </li>
                  ))}
                </ul>
              )}
              <p className="talk-time">{`Talk time: ${duration(talkMinutes(list))}`}</p>
              <ul className="gaps" aria-label={`Free time in ${room}`}>
                {freeGaps(list).map(([from, to]) => (
                  <li key={from}>{`Free ${clock(from)}–${clock(to)}`}</li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      )}
    </main>
  );
}
