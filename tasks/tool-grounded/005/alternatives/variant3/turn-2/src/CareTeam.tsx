import { Clinician } from './scheduling';

export default function CareTeam({ clinicians }: { clinicians: Clinician[] }) {
  return (
    <section className="panel" aria-labelledby="care-team-h">
      <h2 id="care-team-h">Care team</h2>
      <dl className="team">
        {clinicians.map((c) => (
          <div key={c.id} className={c.active ? 'member' : 'member away'}>
            <dt>{c.name}</dt>
            <dd>{c.active ? c.location : `Unavailable: ${c.note}`}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
