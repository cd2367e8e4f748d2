interface Figure {
  label: string;
  value: string;
}

interface Props {
  figures: Figure[];
}

export function KeyFigures({ figures }: Props) {
  return (
    <div className="card key-figures">
      <h2>Key figures</h2>
      <ul>
        {figures.map((f) => (
          <li key={f.label}>
            <span className="kf-label">{f.label}:</span> <strong className="kf-value">{f.value}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
