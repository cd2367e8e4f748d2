import "./styles.css";
import { NIGHTS, ROOM_TYPES } from "./data";
import NightsTable from "./NightsTable";
import OccupancySection from "./OccupancySection";
import RoomTypesTable from "./RoomTypesTable";

export default function App() {
  return (
    <main className="page">
      <h1>Quayside Lantern Hotel: week of 9 November 2026</h1>
      <RoomTypesTable types={ROOM_TYPES} nights={NIGHTS} />
      <NightsTable nights={NIGHTS} />
      <OccupancySection nights={NIGHTS} />
    </main>
  );
}
