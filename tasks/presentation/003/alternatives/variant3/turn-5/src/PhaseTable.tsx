import type { Phase } from './data';
import { formatDuration, shareOf, sumSeconds } from './duration';

interface Props {
  phases: Phase[];
  totalSec: number;
}

export default function PhaseTable({ phases, totalSec }: Props) {
  return (
    <div className="card">
      <h2>By phase</h2>
      <table className="phases">
        <thead>
          <tr>
            <th scope="col">Phase / stage</th>
            <th scope="col">Duration</th>
            <th scope="col">Share of total</th>
          </tr>
        </thead>
        {phases.map((phase) => {
          const subtotal = sumSeconds(phase.stages.map((s) => s.lastSec));
          return (
            <tbody key={phase.name}>
              <tr className="phase-row">
                <th scope="rowgroup">{phase.name}</th>
                <td>{formatDuration(subtotal)}</td>
                <td>{shareOf(subtotal, totalSec)}</td>
              </tr>
              {phase.stages.map((stage) => (
                <tr key={stage.name} className="stage-row">
                  <th scope="row">{stage.name}</th>
                  <td>{formatDuration(stage.lastSec)}</td>
                  <td />
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
