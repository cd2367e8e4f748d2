import { useCallback, useEffect, useRef, useState } from "react";
import Availability from "./Availability";
import UpcomingStays from "./UpcomingStays";
import { errorText, fetchAvailability, fetchBooked, fetchProperty, roomTypeName } from "./api";
import type { Property, ResRow } from "./api";
import type { ShownAvailability } from "./types";
import { stayProblem } from "./validate";
import "./app.css";

export default function App() {
  const [property, setProperty] = useState<Property | null>(null);
  const [booked, setBooked] = useState<ResRow[] | null>(null);
  const [loadProblem, setLoadProblem] = useState("");
  const [reloading, setReloading] = useState(false);

  const [roomType, setRoomType] = useState("");
  const [arrival, setArrival] = useState("");
  const [departure, setDeparture] = useState("");
  const [checking, setChecking] = useState(false);
  const [availProblem, setAvailProblem] = useState("");
  const [shown, setShown] = useState<ShownAvailability | null>(null);

  const shownRef = useRef<ShownAvailability | null>(null);
  shownRef.current = shown;

  const readBooked = useCallback(async () => {
    setBooked(await fetchBooked());
  }, []);

  /** Read the availability on screen again, for the same room type and dates. */
  const rereadShown = useCallback(async () => {
    const current = shownRef.current;
    if (!current) return;
    try {
      const out = await fetchAvailability(current.code, current.arrival, current.departure);
      setShown({ ...current, rows: out.nights });
    } catch (err) {
      setShown(null);
      setAvailProblem(`Could not read availability: ${errorText(err)}`);
    }
  }, []);

  const reloadAll = useCallback(async () => {
    setReloading(true);
    try {
      const [info] = await Promise.all([fetchProperty(), readBooked(), rereadShown()]);
      setProperty(info);
      setRoomType((code) => (info.room_types.some((t) => t.code === code) ? code : info.room_types[0]?.code ?? ""));
      setLoadProblem("");
    } catch (err) {
      setLoadProblem(errorText(err));
    } finally {
      setReloading(false);
    }
  }, [readBooked, rereadShown]);

  useEffect(() => {
    void reloadAll();
  }, [reloadAll]);

  async function check() {
    if (!property) return;
    const arr = arrival.trim();
    const dep = departure.trim();
    const problem = stayProblem(arr, dep, property);
    if (problem) {
      setAvailProblem(problem);
      setShown(null);
      return;
    }
    setChecking(true);
    try {
      const out = await fetchAvailability(roomType, arr, dep);
      setShown({ code: roomType, name: roomTypeName(property, roomType), arrival: arr, departure: dep, rows: out.nights });
      setAvailProblem("");
    } catch (err) {
      setShown(null);
      setAvailProblem(`Could not read availability: ${errorText(err)}`);
    } finally {
      setChecking(false);
    }
  }

  return (
    <main className="page">
      <header className="page-head">
        <div>
          <h1>Reservations desk</h1>
          <p className="business-date">
            {property ? `Business date: ${property.business_date}` : "Reading the business date…"}
          </p>
        </div>
        <button type="button" onClick={() => void reloadAll()} disabled={reloading}>
          Reload
        </button>
      </header>

      {loadProblem && (
        <p role="alert" className="alert">
          Could not read the system: {loadProblem}
        </p>
      )}

      <UpcomingStays property={property} rows={booked} />

      <Availability
        property={property}
        roomType={roomType}
        arrival={arrival}
        departure={departure}
        onRoomType={setRoomType}
        onArrival={setArrival}
        onDeparture={setDeparture}
        onCheck={() => void check()}
        checking={checking}
        problem={availProblem}
        shown={shown}
      />
    </main>
  );
}
