import { useState } from "react";
import SongsSection from "./SongsSection";
import BuildSets from "./BuildSets";
import SetSection from "./SetSection";
import type { MusicalKey, Song } from "./types";
import { EMPTY_PLACEMENT, SET_LIMIT, SET_NAMES, runningTime, songsOf, type Placement, type SetName } from "./sets";
import { formatTime } from "./time";
import "./styles.css";

export default function App() {
  const [songs, setSongs] = useState<Song[]>([]);
  const [nextId, setNextId] = useState(1);
  const [placement, setPlacement] = useState<Placement>(EMPTY_PLACEMENT);
  const [buildMessage, setBuildMessage] = useState("");

  function addSong(title: string, seconds: number, key: MusicalKey) {
    setSongs((list) => [...list, { id: nextId, title, seconds, key }]);
    setNextId((n) => n + 1);
  }

  function addToSet(songId: number, target: SetName) {
    const song = songs.find((s) => s.id === songId);
    if (!song) return;
    const current = SET_NAMES.find((name) => placement[name].includes(songId));
    if (current) {
      setBuildMessage(`${song.title} is already in ${current}`);
      return;
    }
    const wouldRun = runningTime(songsOf(placement[target], songs)) + song.seconds;
    if (wouldRun > SET_LIMIT) {
      setBuildMessage(`${target} would run ${formatTime(wouldRun)}, over the 45:00 limit`);
      return;
    }
    setPlacement({ ...placement, [target]: [...placement[target], songId] });
    setBuildMessage("");
  }

  return (
    <main className="page">
      <h1>Setlist builder</h1>
      <p className="intro">The Tin Lantern Collective's songs, ready to be put in order for the night.</p>
      <SongsSection songs={songs} onAdd={addSong} />
      <BuildSets songs={songs} message={buildMessage} onAdd={addToSet} />
      <SetSection name="Set 1" headingId="set1-heading" songs={songsOf(placement["Set 1"], songs)} />
      <SetSection name="Set 2" headingId="set2-heading" songs={songsOf(placement["Set 2"], songs)} />
    </main>
  );
}
