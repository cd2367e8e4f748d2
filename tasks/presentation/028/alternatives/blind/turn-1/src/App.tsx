import "./styles.css";
import { BLOCKS } from "./data";
import { byYieldDesc } from "./harvest";
import BlocksTable from "./BlocksTable";

export default function App() {
  const blocks = byYieldDesc(BLOCKS);
  return (
    <main className="sheet">
      <h1>Hollins Cross Vineyard harvest 2026</h1>
      <section className="block" aria-labelledby="blocks-heading">
        <h2 id="blocks-heading">Blocks</h2>
        <BlocksTable blocks={blocks} />
      </section>
    </main>
  );
}
