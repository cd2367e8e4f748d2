export type ShownIngredient = {
  key: string;
  name: string;
  /** The full line, e.g. "Flour: 250 g". */
  line: string;
};

type Props = {
  items: ShownIngredient[];
  ticked: Record<string, boolean>;
  onToggle: (key: string) => void;
  onResetTicks: () => void;
};

export default function IngredientsPanel({ items, ticked, onToggle, onResetTicks }: Props) {
  const measured = items.filter((item) => ticked[item.key]).length;
  const allDone = items.length > 0 && measured === items.length;

  return (
    <section className="panel">
      <h2>Ingredients</h2>
      <div className="progress">
        <p>
          Measured {measured} of {items.length}
        </p>
        {allDone && <p className="done">Everything measured</p>}
      </div>

      <ul className="ingredient-list">
        {items.map((item) => {
          const boxId = `tick-${item.key}`;
          const amount = item.line.slice(item.name.length);
          return (
            <li key={item.key} className={ticked[item.key] ? "ticked" : undefined}>
              <input
                id={boxId}
                type="checkbox"
                checked={Boolean(ticked[item.key])}
                onChange={() => onToggle(item.key)}
              />
              <label htmlFor={boxId}>{item.name}</label>
              {amount}
            </li>
          );
        })}
      </ul>

      <button type="button" onClick={onResetTicks} disabled={measured === 0}>
        Reset ticks
      </button>
    </section>
  );
}
