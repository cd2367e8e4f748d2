import { techState, type Technician } from "./api";

interface Props {
  technicians: Technician[] | null;
  error: string;
}

export default function TechniciansSection({ technicians, error }: Props) {
  return (
    <section className="panel" aria-labelledby="technicians-heading">
      <h2 id="technicians-heading">Technicians</h2>
      {error && <p className="problem">{error}</p>}
      {technicians && (
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Skills</th>
              <th scope="col">Load</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {technicians.map((t) => {
              const state = techState(t);
              return (
                <tr key={t.id}>
                  <td>{t.name}</td>
                  <td>{t.skills.join(", ")}</td>
                  <td>
                    {t.open_assignments} of {t.max_open}
                  </td>
                  <td>
                    <span className={`state state-${state.replace(/\s+/g, "-").toLowerCase()}`}>{state}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
