import type { ReactNode } from "react";

type Props = {
  time: string;
  givenCount: number;
  totalCount: number;
  emptyNote: string | null;
  children: ReactNode;
};

export default function RoundSection({ time, givenCount, totalCount, emptyNote, children }: Props) {
  return (
    <section className="round-section">
      <div className="round-head">
        <h2>{time} round</h2>
        <span className="round-progress">
          {givenCount} of {totalCount} given
        </span>
      </div>
      {emptyNote ? <p className="empty-note">{emptyNote}</p> : <ul className="dose-list">{children}</ul>}
    </section>
  );
}
