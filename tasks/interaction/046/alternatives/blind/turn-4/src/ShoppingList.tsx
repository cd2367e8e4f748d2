import { lineText, type ShoppingLine } from "./shopping";

type Props = {
  lines: ShoppingLine[];
  atHome: string[];
  ticked: string[];
  onToggle: (name: string) => void;
  onMoveBought: () => void;
};

export default function ShoppingList({ lines, atHome, ticked, onToggle, onMoveBought }: Props) {
  const stillToBuy = lines.filter((line) => !ticked.includes(line.name)).length;
  return (
    <section className="card" aria-labelledby="shopping-heading">
      <h2 id="shopping-heading">Shopping list</h2>
      {lines.length === 0 ? (
        <p className="muted">Nothing to buy yet</p>
      ) : (
        <ul className="plain shopping">
          {lines.map((line) => {
            const id = `bought-${line.name.replace(/\s+/g, "-").toLowerCase()}`;
            const isTicked = ticked.includes(line.name);
            return (
              <li key={line.name} className={isTicked ? "ticked" : undefined}>
                <span className="line-text">{lineText(line.name, line.amount)}</span>
                <span className="bought">
                  <input id={id} type="checkbox" checked={isTicked} onChange={() => onToggle(line.name)} />
                  <label htmlFor={id}>Bought</label>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {atHome.length > 0 && <p className="at-home">At home already: {atHome.join(", ")}</p>}
      <p className="summary">
        Still to buy: {stillToBuy} of {lines.length}
      </p>
      <button type="button" className="move" onClick={onMoveBought}>
        Move bought to pantry
      </button>
    </section>
  );
}
