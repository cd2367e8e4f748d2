import { useState } from "react";
import {
  EMPTY_ROTA,
  FAMILIES,
  START_CHILDREN,
  WEEKDAYS,
  dayCount,
  fillEmptyDays,
  refusal,
  type Rota,
} from "./data";
import FamiliesSection from "./FamiliesSection";
import WeekSection from "./WeekSection";
import TotalsSection from "./TotalsSection";
import SetDriverForm from "./SetDriverForm";
import SwapForm from "./SwapForm";
import "./styles.css";

export default function App() {
  const [rota, setRota] = useState<Rota>(EMPTY_ROTA);
  const [children, setChildren] = useState<number[]>(START_CHILDREN);
  const [message, setMessage] = useState("");
  const [formDay, setFormDay] = useState(0);
  const [formDriver, setFormDriver] = useState("");
  const [swapFirst, setSwapFirst] = useState(0);
  const [swapSecond, setSwapSecond] = useState(1);

  const covered = rota.filter((driver) => driver !== null).length;

  function setDriver() {
    if (formDriver === "") {
      setMessage("Choose a family first");
      return;
    }
    const family = Number(formDriver);
    const problem = refusal(family, formDay, children[formDay]);
    if (problem) {
      setMessage(problem);
      return;
    }
    setRota((current) => current.map((driver, d) => (d === formDay ? family : driver)));
    setMessage(`The ${FAMILIES[family].surname} family drives on ${WEEKDAYS[formDay]}`);
    setFormDriver("");
  }

  function addChild(day: number) {
    const driver = rota[day];
    if (driver !== null && FAMILIES[driver].seats - children[day] <= 0) {
      setMessage(`The ${FAMILIES[driver].surname} car is full on ${WEEKDAYS[day]}`);
      return;
    }
    setChildren((current) => current.map((n, d) => (d === day ? n + 1 : n)));
    setMessage("");
  }

  function removeChild(day: number) {
    if (children[day] === 0) return;
    setChildren((current) => current.map((n, d) => (d === day ? n - 1 : n)));
    setMessage("");
  }

  function clearDay(day: number) {
    setRota((current) => current.map((driver, d) => (d === day ? null : driver)));
    setMessage(`Cleared the driver for ${WEEKDAYS[day]}`);
  }

  function fillEmpty() {
    const result = fillEmptyDays(rota, children);
    setRota(result.rota);
    const empty = WEEKDAYS.filter((_, d) => result.rota[d] === null);
    let text = `Filled ${dayCount(result.filled)}`;
    if (empty.length > 0) {
      text += `; still empty: ${empty.join(", ")}`;
    }
    setMessage(text);
  }

  function resetWeek() {
    setRota(EMPTY_ROTA);
    setMessage("Cleared all five days");
  }

  function swapDrivers() {
    const a = swapFirst;
    const b = swapSecond;
    if (a === b) {
      setMessage("Choose two different days");
      return;
    }
    const driverA = rota[a];
    const driverB = rota[b];
    if (driverA === null) {
      setMessage(`${WEEKDAYS[a]} has no driver`);
      return;
    }
    if (driverB === null) {
      setMessage(`${WEEKDAYS[b]} has no driver`);
      return;
    }
    const problem = refusal(driverA, b, children[b]) ?? refusal(driverB, a, children[a]);
    if (problem) {
      setMessage(problem);
      return;
    }
    setRota((current) => current.map((driver, d) => (d === a ? driverB : d === b ? driverA : driver)));
    setMessage(`Swapped ${WEEKDAYS[a]} and ${WEEKDAYS[b]}`);
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
          <WeekSection
            rota={rota}
            counts={children}
            onAddChild={addChild}
            onRemoveChild={removeChild}
            onClear={clearDay}
          />
          <SetDriverForm
            day={formDay}
            driver={formDriver}
            onDayChange={setFormDay}
            onDriverChange={setFormDriver}
            onSubmit={setDriver}
          />
          <div className="toolbar">
            <button type="button" onClick={fillEmpty}>
              Fill empty days
            </button>
            <button type="button" className="secondary" onClick={resetWeek}>
              Reset week
            </button>
          </div>
          <SwapForm
            first={swapFirst}
            second={swapSecond}
            onFirstChange={setSwapFirst}
            onSecondChange={setSwapSecond}
            onSubmit={swapDrivers}
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
