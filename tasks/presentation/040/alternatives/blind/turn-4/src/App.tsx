import "./styles.css";
import ApiaryTable from "./ApiaryTable";
import YieldChart from "./YieldChart";

export default function App() {
  return (
    <main className="sheet">
      <h1>Fenmoor Beekeepers' Association: honey harvest 2026</h1>
      <section className="section" aria-labelledby="apiaries-heading">
        <h2 id="apiaries-heading">Apiaries</h2>
        <ApiaryTable />
      </section>
      <section className="section" aria-labelledby="yield-heading">
        <h2 id="yield-heading">Yield per hive</h2>
        <YieldChart />
      </section>
    </main>
  );
}
