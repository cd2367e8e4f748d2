import { count, percentFromTenths, tonnes } from "./format";
import { allRounds, contaminationTenths, isOverLimit, kgPerHouseholdTenths, type Round } from "./rounds";

type Props = { rounds: Round[] };

function RoundCells({ round }: { round: Round }) {
  return (
    <>
      <td className="num">{count(round.households)}</td>
      <td className="num">{tonnes(round.collected)}</td>
      <td className="num">{tonnes(kgPerHouseholdTenths(round.collected, round.households))}</td>
      <td className="num">{tonnes(round.rejected)}</td>
      <td className="num">{percentFromTenths(contaminationTenths(round))}</td>
      <td className={isOverLimit(round) ? "status over" : "status within"}>
        {isOverLimit(round) ? "Over limit" : "Within limit"}
      </td>
    </>
  );
}

export default function RoundsTable({ rounds }: Props) {
  const all = allRounds(rounds);
  return (
    <table className="data">
      <thead>
        <tr>
          <th scope="col">Round</th>
          <th scope="col" className="num">Households</th>
          <th scope="col" className="num">Tonnes collected</th>
          <th scope="col" className="num">Kg per household</th>
          <th scope="col" className="num">Rejected tonnes</th>
          <th scope="col" className="num">Contamination rate</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <RoundCells round={r} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{all.name}</th>
          <RoundCells round={all} />
        </tr>
      </tfoot>
    </table>
  );
}
