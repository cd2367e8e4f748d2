import { lineText, type ShoppingLine } from "./shopping";

type Props = { lines: ShoppingLine[]; atHome: string[] };

export default function ShoppingList({ lines, atHome }: Props) {
  return (
    <section className="card" aria-labelledby="shopping-heading">
      <h2 id="shopping-heading">Shopping list</h2>
      {lines.length === 0 ? (
        <p className="muted">Nothing to buy yet</p>
      ) : (
        <ul className="plain shopping">
          {lines.map((line) => (
            <li key={line.name}>{lineText(line.name, line.amount)}</li>
          ))}
        </ul>
      )}
      {atHome.length > 0 && <p className="at-home">At home already: {atHome.join(", ")}</p>}
    </section>
  );
}
