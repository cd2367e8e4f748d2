import Calculator from './Calculator';
import './styles.css';

export default function App() {
  return (
    <main className="page">
      <header className="masthead">
        <h1>Dilution calculator</h1>
        <p className="masthead__sub">C1 × V1 = C2 × V2 · concentrations in mM, volumes in mL</p>
      </header>
      <Calculator />
    </main>
  );
}
