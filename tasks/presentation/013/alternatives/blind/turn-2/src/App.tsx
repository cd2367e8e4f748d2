import DonationChart from './DonationChart';
import MonthlyTable from './MonthlyTable';
import { donationsByGroup, sortedByDonations, totalDonations } from './data';
import { monthlyFigures } from './monthly';
import { formatCount } from './format';
import './styles.css';

export default function App() {
  const groups = sortedByDonations(donationsByGroup);
  const total = totalDonations(groups);

  return (
    <main className="report">
      <h1>Corran Valley donor sessions, January to June 2026</h1>
      <section className="panel" aria-labelledby="by-group-heading">
        <h2 id="by-group-heading">Donations by blood group</h2>
        <DonationChart groups={groups} />
        <p className="summary-line">Total donations: {formatCount(total)}</p>
      </section>
      <section className="panel" aria-labelledby="monthly-heading">
        <h2 id="monthly-heading">Monthly sessions</h2>
        <MonthlyTable months={monthlyFigures} />
      </section>
    </main>
  );
}
