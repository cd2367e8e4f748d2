import "./styles.css";
import ShowsTable from "./ShowsTable";

export default function App() {
  return (
    <div className="page">
      <h1>Orrin Point Planetarium attendance, September to December 2026</h1>
      <div className="panel">
        <h2>Shows</h2>
        <ShowsTable />
      </div>
    </div>
  );
}
