import "./styles.css";
import ApiaryTable from "./ApiaryTable";

export default function App() {
  return (
    <main className="sheet">
      <h1>Fenmoor Beekeepers' Association: honey harvest 2026</h1>
      <section className="section" aria-labelledby="apiaries-heading">
        <h2 id="apiaries-heading">Apiaries</h2>
        <ApiaryTable />
      </section>
    </main>
  );
}
