import { useState } from "react";
import RoomSection from "./RoomSection";
import TalkForm from "./TalkForm";
import { checkDraft, totalMinutes } from "./rules";
import { formatDuration } from "./time";
import { EMPTY_DRAFT, ROOMS, type Draft, type Talk } from "./types";
import "./styles.css";

export default function App() {
  const [talks, setTalks] = useState<Talk[]>([]);
  const [nextId, setNextId] = useState(1);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [message, setMessage] = useState<string | null>(null);

  function addTalk() {
    const result = checkDraft(draft, talks);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setTalks([...talks, { id: nextId, ...result.talk }]);
    setNextId(nextId + 1);
    setMessage(null);
    setDraft({ ...EMPTY_DRAFT, room: draft.room });
  }

  function removeTalk(id: number) {
    setTalks(talks.filter((t) => t.id !== id));
  }

  const talkCount = talks.length;
  const dayMinutes = totalMinutes(talks);
  const wholeDay = `Whole day: ${talkCount} ${talkCount === 1 ? "talk" : "talks"}, ${formatDuration(dayMinutes)}`;

  return (
    <main className="page">
      <header className="page-header">
        <h1>Session planner</h1>
        <p className="subtitle">Harbour Data Day · Quayside Hall · open 08:30–18:00</p>
      </header>
      <TalkForm draft={draft} message={message} onChange={setDraft} onSubmit={addTalk} />
      <p className="whole-day">{wholeDay}</p>
      <div className="rooms">
        {ROOMS.map((room) => (
          <RoomSection key={room} room={room} talks={talks} onRemove={removeTalk} />
        ))}
      </div>
    </main>
  );
}
