import { useMemo, useState } from "react";
import ProgrammeList from "./ProgrammeList";
import RoomSection from "./RoomSection";
import TalkForm from "./TalkForm";
import { checkDraft, totalMinutes } from "./rules";
import { formatDuration, formatTime } from "./time";
import { EMPTY_DRAFT, ROOMS, type Draft, type Talk } from "./types";
import "./styles.css";

export default function App() {
  const [talks, setTalks] = useState<Talk[]>([]);
  const [nextId, setNextId] = useState(1);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [message, setMessage] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [view, setView] = useState<"rooms" | "programme">("rooms");

  function submit() {
    const result = checkDraft(draft, talks, editingId);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    if (editingId !== null) {
      setTalks(talks.map((t) => (t.id === editingId ? { id: t.id, ...result.talk } : t)));
      setEditingId(null);
      setDraft(EMPTY_DRAFT);
    } else {
      setTalks([...talks, { id: nextId, ...result.talk }]);
      setNextId(nextId + 1);
      setDraft({ ...EMPTY_DRAFT, room: draft.room });
    }
    setMessage(null);
  }

  function startEdit(talk: Talk) {
    setEditingId(talk.id);
    setDraft({
      title: talk.title,
      room: talk.room,
      start: formatTime(talk.start),
      end: formatTime(talk.end),
    });
    setMessage(null);
  }

  function cancelEdit() {
    setEditingId(null);
    setDraft(EMPTY_DRAFT);
    setMessage(null);
  }

  function removeTalk(id: number) {
    setTalks(talks.filter((t) => t.id !== id));
    if (id === editingId) cancelEdit();
  }

  const wholeDay = useMemo(() => {
    const count = talks.length;
    return `Whole day: ${count} ${count === 1 ? "talk" : "talks"}, ${formatDuration(totalMinutes(talks))}`;
  }, [talks]);

  return (
    <main className="page">
      <header className="page-header">
        <h1>Session planner</h1>
        <p className="subtitle">Harbour Data Day · Quayside Hall · open 08:30–18:00</p>
      </header>
      <TalkForm
        draft={draft}
        message={message}
        editing={editingId !== null}
        onChange={setDraft}
        onSubmit={submit}
        onCancel={cancelEdit}
      />
      <p className="whole-day">{wholeDay}</p>
      <div className="view-tabs" role="group" aria-label="View">
        <button
          type="button"
          className="tab"
          aria-pressed={view === "rooms"}
          onClick={() => setView("rooms")}
        >
          By room
        </button>
        <button
          type="button"
          className="tab"
          aria-pressed={view === "programme"}
          onClick={() => setView("programme")}
        >
          Whole programme
        </button>
      </div>
      {view === "rooms" ? (
        <div className="rooms">
          {ROOMS.map((room) => (
            <RoomSection
              key={room}
              room={room}
              talks={talks}
              editingId={editingId}
              onEdit={startEdit}
              onRemove={removeTalk}
            />
          ))}
        </div>
      ) : (
        <ProgrammeList
          talks={talks}
          editingId={editingId}
          onEdit={startEdit}
          onRemove={removeTalk}
        />
      )}
    </main>
  );
}
