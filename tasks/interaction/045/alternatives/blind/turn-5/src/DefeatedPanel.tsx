type Props = {
  defeated: string[];
};

export default function DefeatedPanel({ defeated }: Props) {
  return (
    <section className="panel" aria-labelledby="defeated-heading">
      <h2 id="defeated-heading">Defeated</h2>
      {defeated.length === 0 ? (
        <p className="muted">Nobody defeated yet</p>
      ) : (
        <ol className="log">
          {defeated.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
