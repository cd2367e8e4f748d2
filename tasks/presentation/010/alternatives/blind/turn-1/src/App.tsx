import "./sheet.css";
import DayTable from "./DayTable";
import { WEEK } from "./route42";

export default function App() {
  return (
    <div className="sheet">
      <h1>Route 42 on-time performance - 3 to 7 March 2025</h1>
      <DayTable days={WEEK} />
      <footer className="fine-print">
        Route 42 runs from Harbour Terminal to Northgate Interchange. A trip counts as on time when it leaves its timing
        points no more than 1 minute early and no more than 5 minutes late.
      </footer>
    </div>
  );
}
