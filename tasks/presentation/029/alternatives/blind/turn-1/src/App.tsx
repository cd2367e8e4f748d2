import "./styles.css";
import { exhibitions } from "./data";
import ExhibitionTable from "./ExhibitionTable";

export default function App() {
  return (
    <main className="page">
      <h1>Calderbrook City Museum: summer exhibitions 2026</h1>
      <ExhibitionTable list={exhibitions} />
    </main>
  );
}
