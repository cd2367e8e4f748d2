import "./styles.css";
import { SCREENS } from "./data";
import { buildRows } from "./stats";
import ScreensTable from "./ScreensTable";

export default function App() {
  const rows = buildRows(SCREENS);
  return (
    <main className="page">
      <h1>Lantern Picturehouse admissions by screen, November 2026</h1>
      <ScreensTable rows={rows} />
    </main>
  );
}
