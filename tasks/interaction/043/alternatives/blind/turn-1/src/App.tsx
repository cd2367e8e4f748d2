import { useState } from "react";
import SongsSection from "./SongsSection";
import type { MusicalKey, Song } from "./types";
import "./styles.css";

export default function App() {
  const [songs, setSongs] = useState<Song[]>([]);
  const [nextId, setNextId] = useState(1);

  function addSong(title: string, seconds: number, key: MusicalKey) {
    setSongs((list) => [...list, { id: nextId, title, seconds, key }]);
    setNextId((n) => n + 1);
  }

  return (
    <main className="page">
      <h1>Setlist builder</h1>
      <p className="intro">The Tin Lantern Collective's songs, ready to be put in order for the night.</p>
      <SongsSection songs={songs} onAdd={addSong} />
    </main>
  );
}
