import { useState } from "react";
import { EMPTY_ROTA, FAMILIES, WEEKDAYS, canDrive, type Rota } from "./data";
import FamiliesSection from "./FamiliesSection";
import WeekSection from "./WeekSection";
import TotalsSection from "./TotalsSection";
import SetDriverForm from "./SetDriverForm";
import "./styles.css";

export default function App() {
  const [rota, setRota] = useState<Rota>(EMPTY_ROTA);
  const [message, setMessage] = useState("");
  const [formDay, setFormDay] = useState(0);
  const [formDriver, setFormDriver] = useState("");

  const covered = rota.filter((driver) => driver !== null).length;

  function setDriver() {
    if (formDriver === "") {
      setMessage("Choose a family first");
      return;
    }
    const family = Number(formDriver);
    const surname = FAMILIES[family].surname;
    const dayName = WEEKDAYS[formDay];
    if (!canDrive(family, formDay)) {
      setMessage(`The ${surname} family cannot drive on ${dayName}`);
      return;
    }
    setRota((current) => current.map((driver, d) => (d === formDay ? family : driver)));
    setMessage(`The ${surname} family drives on ${dayName}`);
    setFormDriver("");
  }

  return (
    <main className="page">
      <header className="page-header">
        <h1>School-run rota</h1>
        <p className="covered">Days covered: {covered} of 5</p>
      </header>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
      <div className="layout">
        <div className="column">
          <WeekSection rota={rota} />
          <SetDriverForm
            day={formDay}
            driver={formDriver}
            onDayChange={setFormDay}
            onDriverChange={setFormDriver}
            onSubmit={setDriver}
          />
        </div>
        <div className="column">
          <FamiliesSection />
          <TotalsSection rota={rota} />
        </div>
      </div>
    </main>
  );
}
