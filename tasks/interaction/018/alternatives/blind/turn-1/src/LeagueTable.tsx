import { Row, formatDiff } from "./league";

type Props = { rows: Row[] };

export default function LeagueTable({ rows }: Props) {
  return (
    <table className="league">
      <thead>
        <tr>
          <th scope="col">Pos</th>
          <th scope="col" className="team-col">Team</th>
          <th scope="col">P</th>
          <th scope="col">W</th>
          <th scope="col">D</th>
          <th scope="col">L</th>
          <th scope="col">GF</th>
          <th scope="col">GA</th>
          <th scope="col">GD</th>
          <th scope="col">Pts</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.team}>
            <td>{index + 1}</td>
            <td className="team-col">{row.team}</td>
            <td>{row.played}</td>
            <td>{row.won}</td>
            <td>{row.drawn}</td>
            <td>{row.lost}</td>
            <td>{row.goalsFor}</td>
            <td>{row.goalsAgainst}</td>
            <td>{formatDiff(row.goalDiff)}</td>
            <td className="pts">{row.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
