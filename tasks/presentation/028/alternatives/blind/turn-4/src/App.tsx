import "./styles.css";
import { BLOCKS } from "./data";
import { fmtHundredths, fmtPercent1 } from "./format";
import { byYieldDesc, destinationSummary, harvestShare, varietyTotals } from "./harvest";
import type { DestinationSummary } from "./harvest";
import BlocksTable from "./BlocksTable";
import VarietyChart from "./VarietyChart";

function destinationLine(d: DestinationSummary): string {
  return `${d.destination}: ${d.blocks} ${d.blocks === 1 ? "block" : "blocks"}, ${fmtHundredths(d.pickedCentiT)} t`;
}

export default function App() {
  const blocks = byYieldDesc(BLOCKS);
  const varieties = varietyTotals(BLOCKS);
  const leading = varieties[0];
  return (
    <main className="sheet">
      <h1>Hollins Cross Vineyard harvest 2026</h1>
      <section className="block" aria-labelledby="blocks-heading">
        <h2 id="blocks-heading">Blocks</h2>
        <BlocksTable blocks={blocks} />
        <ul className="destination-lines">
          <li>{destinationLine(destinationSummary(BLOCKS, "Sparkling"))}</li>
          <li>{destinationLine(destinationSummary(BLOCKS, "Still"))}</li>
        </ul>
      </section>
      <section className="block" aria-labelledby="varieties-heading">
        <h2 id="varieties-heading">Grapes by variety</h2>
        <VarietyChart varieties={varieties} />
        <p className="lead-line">
          {`Leading variety: ${leading.variety} (${fmtPercent1(harvestShare(leading.pickedCentiT, BLOCKS))} of the harvest)`}
        </p>
      </section>
    </main>
  );
}
