import type { Block } from "./data";
import { fmtHundredths } from "./format";
import { totals, yieldCenti } from "./harvest";

export default function BlocksTable({ blocks }: { blocks: Block[] }) {
  const whole = totals(blocks);
  return (
    <table className="harvest">
      <thead>
        <tr>
          <th scope="col">Block</th>
          <th scope="col">Variety</th>
          <th scope="col" className="num">Area (ha)</th>
          <th scope="col" className="num">Picked (t)</th>
          <th scope="col" className="num">Yield (t/ha)</th>
        </tr>
      </thead>
      <tbody>
        {blocks.map((b) => (
          <tr key={b.name}>
            <th scope="row">{b.name}</th>
            <td>{b.variety}</td>
            <td className="num">{fmtHundredths(b.areaCentiHa)}</td>
            <td className="num">{fmtHundredths(b.pickedCentiT)}</td>
            <td className="num">{fmtHundredths(yieldCenti(b))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Whole vineyard</th>
          <td></td>
          <td className="num">{fmtHundredths(whole.areaCentiHa)}</td>
          <td className="num">{fmtHundredths(whole.pickedCentiT)}</td>
          <td className="num">{fmtHundredths(yieldCenti(whole))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
