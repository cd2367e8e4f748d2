import type { Song } from "./types";
import { formatTime } from "./time";
import { runningTime, sameKeyPairs } from "./sets";

interface Props {
  name: string;
  headingId: string;
  songs: Song[];
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: (index: number) => void;
}

export default function SetSection({ name, headingId, songs, onMove, onRemove }: Props) {
  const pairs = sameKeyPairs(songs);
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
              <span className="line-actions">
                <button
                  type="button"
                  className="small-button"
                  disabled={index === 0}
                  onClick={() => onMove(index, -1)}
                >
                  Up
                </button>
                <button
                  type="button"
                  className="small-button"
                  disabled={index === songs.length - 1}
                  onClick={() => onMove(index, 1)}
                >
                  Down
                </button>
                <button type="button" className="small-button" onClick={() => onRemove(index)}>
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {pairs.map(([upper, lower]) => (
        <p className="warning" key={`${upper.id}-${lower.id}`}>
          {`Same key twice in a row: ${upper.title} and ${lower.title} (${upper.key})`}
        </p>
      ))}
      <p className="running">Running time: {formatTime(runningTime(songs))}</p>
    </section>
  );
}
