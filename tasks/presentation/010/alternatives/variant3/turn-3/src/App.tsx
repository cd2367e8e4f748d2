import './styles.css';
import { WEEKDAYS } from './data';
import DayTable from './DayTable';
import RateChart from './RateChart';
import StopDelays from './StopDelays';
import { withRates } from './stats';

const rows = withRates(WEEKDAYS);

export default function App() {
  return (
    <div className="sheet">
      <h1>Route 42 on-time performance - 3 to 7 March 2025</h1>
      <p className="lede">
        Harbour Terminal to Northgate Interchange. A trip is on time when it leaves each timing point no more than
        1 minute early and no more than 5 minutes late.
      </p>
      <div className="sections">
        <DayTable rows={rows} />
        <RateChart rows={rows} />
        <StopDelays />
      </div>
    </div>
  );
}
