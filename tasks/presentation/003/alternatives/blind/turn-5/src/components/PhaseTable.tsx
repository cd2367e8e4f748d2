import { PHASES, runTotal, shareOf, type Stage } from "../pipeline";
import { formatDuration } from "../duration";

export function PhaseTable({ stages }: { stages: Stage[] }) {
  const total = runTotal(stages);
  const byName = new Map(stages.map((s) => [s.name, s]));
  return (
    <section className="block">
      <h2>By phase</h2>
      <table className="phases">
        <thead>
          <tr>
            <th scope="col">Phase / stage</th>
            <th scope="col">Duration</th>
            <th scope="col">Share of total</th>
          </tr>
        </thead>
        {PHASES.map((phase) => {
          const members = phase.stageNames
            .map((n) => byName.get(n))
            .filter((s): s is Stage => s !== undefined);
          const subtotal = runTotal(members);
          return (
            <tbody key={phase.name}>
              <tr className="phase-row">
                <th scope="row">{phase.name}</th>
                <td>{formatDuration(subtotal)}</td>
                <td>{shareOf(subtotal, total)}</td>
              </tr>
              {members.map((s) => (
                <tr key={s.name} className="stage-row">
                  <td>{s.name}</td>
                  <td>{formatDuration(s.seconds)}</td>
                  <td />
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </section>
  );
}
