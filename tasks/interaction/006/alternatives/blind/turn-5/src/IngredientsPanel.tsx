import ExtraForm from "./ExtraForm";

export type ShownIngredient = {
  key: string;
  name: string;
  /** The full line, e.g. "Flour: 250 g". */
  line: string;
  removable: boolean;
};

type Props = {
  items: ShownIngredient[];
  ticked: Record<string, boolean>;
  onToggle: (key: string) => void;
  onResetTicks: () => void;
  onAddExtra: (name: string, grams: number) => void;
  onRemoveExtra: (key: string) => void;
};

export default function IngredientsPanel(props: Props) {
  const { items, ticked } = props;
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
                onChange={() => props.onToggle(item.key)}
              />
              <label htmlFor={boxId}>{item.name}</label>
              {amount}
              {item.removable && (
                <>
                  {" "}
                  <button type="button" className="small" onClick={() => props.onRemoveExtra(item.key)}>
                    Remove
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>

      <button type="button" onClick={props.onResetTicks} disabled={measured === 0}>
        Reset ticks
      </button>

      <ExtraForm onAdd={props.onAddExtra} />
    </section>
  );
}
