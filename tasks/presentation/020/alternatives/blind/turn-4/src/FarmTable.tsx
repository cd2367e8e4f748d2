import { hundredths, litres } from "./format";
import { band, byLitres, totalLitres, weighted, type Farm } from "./farms";

type Props = { farms: Farm[] };

export default function FarmTable({ farms }: Props) {
  const rows = byLitres(farms);
  const total = totalLitres(farms);
  return (
    <table className="data">
      <caption>Sorted by litres collected, most first</caption>
      <thead>
        <tr>
          <th scope="col">Farm</th>
          <th scope="col" className="num">Litres</th>
          <th scope="col" className="num">Butterfat</th>
          <th scope="col" className="num">Protein</th>
          <th scope="col" className="num">Cell count (000/mL)</th>
          <th scope="col" className="center">Band</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((f) => (
          <tr key={f.name}>
            <th scope="row">{f.name}</th>
            <td className="num">{litres(f.litres)}</td>
            <td className="num">{hundredths(f.butterfat)}</td>
            <td className="num">{hundredths(f.protein)}</td>
            <td className="num">{f.cellCount}</td>
            <td className="center">{band(f)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All farms</th>
          <td className="num">{litres(total)}</td>
          <td className="num">{hundredths(weighted(farms, (f) => f.butterfat))}</td>
          <td className="num">{hundredths(weighted(farms, (f) => f.protein))}</td>
          <td></td>
          <td></td>
        </tr>
      </tfoot>
    </table>
  );
}
