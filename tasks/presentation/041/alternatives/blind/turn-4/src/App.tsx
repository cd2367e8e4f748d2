import "./styles.css";
import { SCREENS } from "./data";
import { buildRows } from "./stats";
import ScreensTable from "./ScreensTable";
import AdmissionsSection from "./AdmissionsSection";
import AtAGlance from "./AtAGlance";

export default function App() {
  const rows = buildRows(SCREENS);
  return (
    <main className="page">
      <h1>Lantern Picturehouse admissions by screen, November 2026</h1>
      <AtAGlance rows={rows} />
      <ScreensTable rows={rows} />
      <AdmissionsSection rows={rows} />
    </main>
  );
}
