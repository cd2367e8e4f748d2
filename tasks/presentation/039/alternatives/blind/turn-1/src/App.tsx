import "./styles.css";
import { NIGHTS } from "./data";
import NightsTable from "./NightsTable";

export default function App() {
  return (
    <main className="page">
      <h1>Quayside Lantern Hotel: week of 9 November 2026</h1>
      <NightsTable nights={NIGHTS} />
    </main>
  );
}
