import Legend from './Legend';
import SiteChart from './SiteChart';
import SiteTable from './SiteTable';
import { byParcels2026, sites } from './data';
import './styles.css';

export default function App() {
  const rows = byParcels2026(sites);

  return (
    <main className="page">
      <h1>Eastbrook Food Bank distribution, Q3 2026</h1>
      <section className="card" aria-labelledby="sites-heading">
        <h2 id="sites-heading">Parcels by site</h2>
        <SiteTable rows={rows} />
      </section>
      <section className="card" aria-labelledby="yoy-heading">
        <h2 id="yoy-heading">Year on year by site</h2>
        <Legend />
        <SiteChart rows={rows} />
      </section>
    </main>
  );
}
