import type { ReactNode } from 'react';

interface Props {
  title: string;
  given: number;
  total: number;
  emptyNote: string | null;
  children: ReactNode;
}

export default function RoundSection({ title, given, total, emptyNote, children }: Props) {
  return (
    <section className="slot">
      <div className="slot__head">
        <h2>{title}</h2>
        <p className="slot__progress">{`${given} of ${total} given`}</p>
      </div>
      {emptyNote ? <p className="slot__empty">{emptyNote}</p> : <ul className="dose-list">{children}</ul>}
    </section>
  );
}
