import { useState } from "react";
import SongsSection from "./SongsSection";
import BuildSets from "./BuildSets";
import SetSection from "./SetSection";
import Night from "./Night";
import type { MusicalKey, Song } from "./types";
import {
  EMPTY_PLACEMENT,
  ENCORE_MAX,
  MAIN_SHOW_LIMIT,
  PLACES,
  SET_LIMIT,
  mainShowTime,
  placeInSentence,
  runningTime,
  songsOf,
  swapped,
  type Place,
  type Placement,
} from "./sets";
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

  function addToSet(songId: number, target: Place) {
    const song = songs.find((s) => s.id === songId);
    if (!song) return;
    const current = PLACES.find((place) => placement[place].includes(songId));
    if (current) {
      setBuildMessage(`${song.title} is already in ${placeInSentence(current)}`);
      return;
    }
    if (target === "Encore" && placement.Encore.length >= ENCORE_MAX) {
      setBuildMessage("The encore holds at most 2 songs");
      return;
    }
    const next: Placement = { ...placement, [target]: [...placement[target], songId] };
    if (target !== "Encore") {
      const wouldRun = runningTime(songsOf(next[target], songs));
      if (wouldRun > SET_LIMIT) {
        setBuildMessage(`${target} would run ${formatTime(wouldRun)}, over the 45:00 limit`);
        return;
      }
      const wouldShow = mainShowTime(next, songs);
      if (wouldShow > MAIN_SHOW_LIMIT) {
        setBuildMessage(`The main show would run ${formatTime(wouldShow)}, over the 1:45:00 limit`);
        return;
      }
    }
    setPlacement(next);
    setBuildMessage("");
  }

  function moveSong(place: Place, index: number, delta: -1 | 1) {
    setPlacement((p) => ({ ...p, [place]: swapped(p[place], index, delta) }));
  }

  function removeSong(place: Place, index: number) {
    setPlacement((p) => ({ ...p, [place]: p[place].filter((_, i) => i !== index) }));
  }

  function transferSong(from: "Set 1" | "Set 2", index: number) {
    const to = from === "Set 1" ? "Set 2" : "Set 1";
    const songId = placement[from][index];
    const song = songs.find((s) => s.id === songId);
    if (!song) return;
    const wouldRun = runningTime(songsOf(placement[to], songs)) + song.seconds;
    if (wouldRun > SET_LIMIT) {
      setBuildMessage(`${to} would run ${formatTime(wouldRun)}, over the 45:00 limit`);
      return;
    }
    setPlacement({
      ...placement,
      [from]: placement[from].filter((id) => id !== songId),
      [to]: [...placement[to], songId],
    });
    setBuildMessage("");
  }

  function clearSets() {
    setPlacement(EMPTY_PLACEMENT);
    setBuildMessage("");
  }

  function placeOf(songId: number): string {
    return PLACES.find((place) => placement[place].includes(songId)) ?? "-";
  }

  const encoreTime = runningTime(songsOf(placement.Encore, songs));

  return (
    <main className="page">
      <h1>Setlist builder</h1>
      <p className="intro">The Tin Lantern Collective's songs, ready to be put in order for the night.</p>
      <SongsSection songs={songs} onAdd={addSong} placeOf={placeOf} />
      <BuildSets songs={songs} message={buildMessage} onAdd={addToSet} onClear={clearSets} />
      {PLACES.map((place) => (
        <SetSection
          key={place}
          name={place}
          headingId={`${place.replace(" ", "").toLowerCase()}-heading`}
          songs={songsOf(placement[place], songs)}
          onMove={(index, delta) => moveSong(place, index, delta)}
          onRemove={(index) => removeSong(place, index)}
          transferLabel={place === "Set 1" ? "To Set 2" : place === "Set 2" ? "To Set 1" : undefined}
          onTransfer={place === "Encore" ? undefined : (index) => transferSong(place, index)}
        />
      ))}
      <Night mainShow={mainShowTime(placement, songs)} encore={encoreTime} />
    </main>
  );
}
