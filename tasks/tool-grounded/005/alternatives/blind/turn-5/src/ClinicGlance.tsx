import type { Clinician, DayCounts } from "./scheduling";

interface Props {
  clinicians: Clinician[];
  counts: DayCounts[] | null;
  error: string;
}

/** One line per clinician in service, from the live day summary. */
export default function ClinicGlance({ clinicians, counts, error }: Props) {
  return (
    <section className="box">
      <h2>Clinic at a glance</h2>
      {error && (
        <p role="alert" className="bad">
          {error}
        </p>
      )}
      {counts === null && !error && <p className="soft">Reading the day summary…</p>}
      {counts !== null && (
        <ul className="glance">
          {clinicians.map((c) => {
            const row = counts.find((r) => r.resource_id === c.id);
            return (
              <li key={c.id}>
                {row ? `${c.name}: ${row.booked_slots} booked, ${row.free_slots} free` : `${c.name}: no summary`}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
