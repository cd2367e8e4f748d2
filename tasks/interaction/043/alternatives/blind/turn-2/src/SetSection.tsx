import type { Song } from "./types";
import { formatTime } from "./time";
import { runningTime } from "./sets";

interface Props {
  name: string;
  headingId: string;
  songs: Song[];
}

export default function SetSection({ name, headingId, songs }: Props) {
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      {songs.length === 0 ? (
        <p className="muted">No songs in this set</p>
      ) : (
        <ol className="set-list">
          {songs.map((song, index) => (
            <li key={song.id}>
              <span className="set-line">
                {`${index + 1}. ${song.title} (${formatTime(song.seconds)}, ${song.key})`}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="running">Running time: {formatTime(runningTime(songs))}</p>
    </section>
  );
}
