import type { Clinician } from "./scheduling";

export default function CareTeam({ clinicians }: { clinicians: Clinician[] | null }) {
  return (
    <section className="box">
      <h2>Care team</h2>
      {clinicians === null ? (
        <p className="soft">Loading clinicians…</p>
      ) : clinicians.length === 0 ? (
        <p className="soft">The system lists no clinicians.</p>
      ) : (
        <dl className="team">
          {clinicians.map((c) => (
            <div key={c.id} className={c.active ? "member" : "member away"}>
              <dt>{c.name}</dt>
              <dd>{c.active ? c.location : `Unavailable: ${c.note}`}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
