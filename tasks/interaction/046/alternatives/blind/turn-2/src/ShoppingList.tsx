import { lineText, type ShoppingLine } from "./shopping";

type Props = { lines: ShoppingLine[] };

export default function ShoppingList({ lines }: Props) {
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
    </section>
  );
}
