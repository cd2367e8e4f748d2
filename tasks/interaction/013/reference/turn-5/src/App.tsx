import { useState } from "react";
import "./styles.css";
import { cheapestMix, litresHundredths, litresText, m2, mixText, parseNumber, pounds, toCm } from "./paint";

type Room = { id: number; name: string };
type Wall = { id: number; roomId: number; name: string; widthCm: number; heightCm: number };
type Opening = { id: number; name: string; wallId: number; widthCm: number; heightCm: number };

const SIZE_MESSAGE = "Width and height must be from 0.3 to 25 m";
const OPENING_SIZE_MESSAGE = "Opening width and height must be from 0.1 to 5 m";
const TOO_LARGE = "Openings cannot be larger than the wall";
const SMALL_OPENING = 5000; // 0.5 m² in cm²

function inRange(text: string, low: number, high: number): number | null {
  const v = parseNumber(text);
  if (v === null || v < low || v > high) return null;
  return v;
}

function ErrorList({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="errors" role="alert">
      {errors.map((m) => <li key={m}>{m}</li>)}
    </ul>
  );
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export default function App() {
  const [rooms, setRooms] = useState<Room[]>([{ id: 1, name: "Living room" }]);
  const [currentRoomId, setCurrentRoomId] = useState(1);
  const [walls, setWalls] = useState<Wall[]>([]);
  const [openings, setOpenings] = useState<Opening[]>([]);
  const [nextId, setNextId] = useState(2);
  const [roomName, setRoomName] = useState("");
  const [roomErrors, setRoomErrors] = useState<string[]>([]);
  const [name, setName] = useState("");
  const [width, setWidth] = useState("");
  const [height, setHeight] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [openingName, setOpeningName] = useState("");
  const [openingWall, setOpeningWall] = useState<number | null>(null);
  const [openingWidth, setOpeningWidth] = useState("");
  const [openingHeight, setOpeningHeight] = useState("");
  const [openingErrors, setOpeningErrors] = useState<string[]>([]);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [editWidth, setEditWidth] = useState("");
  const [editHeight, setEditHeight] = useState("");
  const [editErrors, setEditErrors] = useState<string[]>([]);
  const [coats, setCoats] = useState("2");
  const [coverage, setCoverage] = useState("12");

  const currentRoom = rooms.find((r) => r.id === currentRoomId) ?? rooms[0];
  const wallArea = (w: Wall) => w.widthCm * w.heightCm;
  const openingArea = (o: Opening) => o.widthCm * o.heightCm;
  const openingsOf = (wallId: number) => openings.filter((o) => o.wallId === wallId);
  const subtracted = (o: Opening) => openingArea(o) >= SMALL_OPENING;
  const subtractedArea = (wallId: number) =>
    openingsOf(wallId).filter(subtracted).reduce((s, o) => s + openingArea(o), 0);
  const netArea = (w: Wall) => wallArea(w) - subtractedArea(w.id);
  const wallsOf = (roomId: number) => walls.filter((w) => w.roomId === roomId);
  const roomArea = (roomId: number) => wallsOf(roomId).reduce((s, w) => s + netArea(w), 0);

  const roomWalls = wallsOf(currentRoom.id);
  const roomWallIds = new Set(roomWalls.map((w) => w.id));
  const roomOpenings = openings.filter((o) => roomWallIds.has(o.wallId));
  const chosenWall = roomWalls.find((w) => w.id === openingWall) ?? roomWalls[0] ?? null;

  function addRoom(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = roomName.trim();
    const found: string[] = [];
    if (!trimmed) found.push("Enter a room name");
    else if (rooms.some((r) => sameName(r.name, trimmed))) found.push("That room name is already used");
    setRoomErrors(found);
    if (found.length > 0) return;
    setRooms([...rooms, { id: nextId, name: trimmed }]);
    setCurrentRoomId(nextId);
    setNextId(nextId + 1);
    setRoomName("");
  }

  function removeRoom(id: number) {
    if (rooms.length <= 1) return;
    const left = rooms.filter((r) => r.id !== id);
    const goneWalls = new Set(walls.filter((w) => w.roomId === id).map((w) => w.id));
    setRooms(left);
    setWalls(walls.filter((w) => w.roomId !== id));
    setOpenings(openings.filter((o) => !goneWalls.has(o.wallId)));
    if (currentRoom.id === id) setCurrentRoomId(left[0].id);
  }

  function addWall(event: React.FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    const w = inRange(width, 0.3, 25);
    const h = inRange(height, 0.3, 25);
    const trimmed = name.trim();
    if (!trimmed) found.push("Enter a wall name");
    else if (roomWalls.some((x) => sameName(x.name, trimmed))) found.push("That wall name is already used");
    if (w === null || h === null) found.push(SIZE_MESSAGE);
    setErrors(found);
    if (found.length > 0 || w === null || h === null) return;
    setWalls([...walls, { id: nextId, roomId: currentRoom.id, name: trimmed, widthCm: toCm(w), heightCm: toCm(h) }]);
    setNextId(nextId + 1);
    setName("");
    setWidth("");
    setHeight("");
  }

  function addOpening(event: React.FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    const w = inRange(openingWidth, 0.1, 5);
    const h = inRange(openingHeight, 0.1, 5);
    const trimmed = openingName.trim();
    if (!chosenWall) found.push("Add a wall first");
    if (!trimmed) found.push("Enter an opening name");
    if (w === null || h === null) found.push(OPENING_SIZE_MESSAGE);
    if (chosenWall && w !== null && h !== null) {
      const area = toCm(w) * toCm(h);
      if (area >= SMALL_OPENING && subtractedArea(chosenWall.id) + area > wallArea(chosenWall)) found.push(TOO_LARGE);
    }
    setOpeningErrors(found);
    if (found.length > 0 || !chosenWall || w === null || h === null) return;
    setOpenings([...openings, { id: nextId, name: trimmed, wallId: chosenWall.id, widthCm: toCm(w), heightCm: toCm(h) }]);
    setNextId(nextId + 1);
    setOpeningName("");
    setOpeningWidth("");
    setOpeningHeight("");
  }

  function startEdit(w: Wall) {
    setEditingId(w.id);
    setEditWidth(String(w.widthCm / 100));
    setEditHeight(String(w.heightCm / 100));
    setEditErrors([]);
  }

  function cancelEdit() {
    setEditingId(null);
    setEditErrors([]);
  }

  function saveEdit(event: React.FormEvent, wall: Wall) {
    event.preventDefault();
    const w = inRange(editWidth, 0.3, 25);
    const h = inRange(editHeight, 0.3, 25);
    const found: string[] = [];
    if (w === null || h === null) found.push(SIZE_MESSAGE);
    else if (toCm(w) * toCm(h) < subtractedArea(wall.id)) found.push(TOO_LARGE);
    setEditErrors(found);
    if (found.length > 0 || w === null || h === null) return;
    setWalls(walls.map((x) => (x.id === wall.id ? { ...x, widthCm: toCm(w), heightCm: toCm(h) } : x)));
    setEditingId(null);
  }

  function removeWall(id: number) {
    if (editingId === id) setEditingId(null);
    setWalls(walls.filter((w) => w.id !== id));
    setOpenings(openings.filter((o) => o.wallId !== id));
  }

  const totalArea = rooms.reduce((sum, r) => sum + roomArea(r.id), 0);

  const coatsValue = parseNumber(coats);
  const coatsOk = coatsValue !== null && Number.isInteger(coatsValue) && coatsValue >= 1 && coatsValue <= 4;
  const coverageValue = parseNumber(coverage);
  const coverageOk = coverageValue !== null && coverageValue >= 5 && coverageValue <= 20;
  const valid = coatsOk && coverageOk;
  const cov = valid ? toCm(coverageValue!) : 0;

  let figures: React.ReactNode;
  if (valid) {
    const need = litresHundredths(totalArea, coatsValue!, cov);
    const mix = cheapestMix(totalArea, coatsValue!, cov);
    figures = (
      <>
        <p className="big">Paint needed: {litresText(need)} L</p>
        <p className="big">Tins: {mixText(mix)}</p>
        <p className="big">Cost: {pounds(mix.pence)}</p>
      </>
    );
  } else {
    figures = (
      <ul className="errors">
        {!coatsOk && <li>Coats must be a whole number from 1 to 4</li>}
        {!coverageOk && <li>Coverage must be from 5 to 20 m² per litre</li>}
      </ul>
    );
  }

  return (
    <main>
      <h1>Paint estimator</h1>
      <section aria-labelledby="rooms-heading">
        <h2 id="rooms-heading">Rooms</h2>
        <form onSubmit={addRoom}>
          <label>
            Room name
            <input value={roomName} onChange={(e) => setRoomName(e.target.value)} />
          </label>
          <button type="submit">Add room</button>
        </form>
        <ErrorList errors={roomErrors} />
        <ul>
          {rooms.map((r) => (
            <li key={r.id}>
              <span className="name">{r.name}</span>
              <span>Area: {m2(roomArea(r.id))} m²</span>
              <span>Paint: {valid ? `${litresText(litresHundredths(roomArea(r.id), coatsValue!, cov))} L` : "–"}</span>
              <button type="button" className="secondary" disabled={rooms.length <= 1} onClick={() => removeRoom(r.id)}>Remove</button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="walls-heading">
        <h2 id="walls-heading">Walls</h2>
        <div className="row current-room">
          <label>
            Current room
            <select value={String(currentRoom.id)} onChange={(e) => setCurrentRoomId(Number(e.target.value))}>
              {rooms.map((r) => <option key={r.id} value={String(r.id)}>{r.name}</option>)}
            </select>
          </label>
        </div>
        <form onSubmit={addWall}>
          <label>
            Wall name
            <input value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Width (m)
            <input type="number" step="0.01" value={width} onChange={(e) => setWidth(e.target.value)} />
          </label>
          <label>
            Height (m)
            <input type="number" step="0.01" value={height} onChange={(e) => setHeight(e.target.value)} />
          </label>
          <button type="submit">Add wall</button>
        </form>
        <ErrorList errors={errors} />
        <ul>
          {roomWalls.map((w) => (
            <li key={w.id}>
              <span className="name">{w.name}</span>
              <span>Area: {m2(wallArea(w))} m²</span>
              <span>Net area: {m2(netArea(w))} m²</span>
              {editingId !== w.id && (
                <button type="button" className="secondary" onClick={() => startEdit(w)}>Edit</button>
              )}
              <button type="button" className="secondary" onClick={() => removeWall(w.id)}>Remove</button>
              {editingId === w.id && (
                <form className="edit" onSubmit={(e) => saveEdit(e, w)}>
                  <label>
                    Edit width (m)
                    <input type="number" step="0.01" value={editWidth} onChange={(e) => setEditWidth(e.target.value)} />
                  </label>
                  <label>
                    Edit height (m)
                    <input type="number" step="0.01" value={editHeight} onChange={(e) => setEditHeight(e.target.value)} />
                  </label>
                  <button type="submit">Save</button>
                  <button type="button" className="secondary" onClick={cancelEdit}>Cancel</button>
                  <ErrorList errors={editErrors} />
                </form>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="openings-heading">
        <h2 id="openings-heading">Openings</h2>
        <form onSubmit={addOpening}>
          <label>
            Opening name
            <input value={openingName} onChange={(e) => setOpeningName(e.target.value)} />
          </label>
          <label>
            On wall
            <select value={chosenWall ? String(chosenWall.id) : ""} onChange={(e) => setOpeningWall(Number(e.target.value))}>
              {roomWalls.map((w) => <option key={w.id} value={String(w.id)}>{w.name}</option>)}
            </select>
          </label>
          <label>
            Opening width (m)
            <input type="number" step="0.01" value={openingWidth} onChange={(e) => setOpeningWidth(e.target.value)} />
          </label>
          <label>
            Opening height (m)
            <input type="number" step="0.01" value={openingHeight} onChange={(e) => setOpeningHeight(e.target.value)} />
          </label>
          <button type="submit">Add opening</button>
        </form>
        <ErrorList errors={openingErrors} />
        <ul>
          {roomOpenings.map((o) => (
            <li key={o.id}>
              <span className="name">{o.name}</span>
              <span>on {walls.find((w) => w.id === o.wallId)?.name}</span>
              <span>Area: {m2(openingArea(o))} m²</span>
              {!subtracted(o) && <span className="note">Not subtracted</span>}
              <button type="button" className="secondary" onClick={() => setOpenings(openings.filter((x) => x.id !== o.id))}>Remove</button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="estimate-heading">
        <h2 id="estimate-heading">Estimate</h2>
        <div className="row">
          <label>
            Coats
            <input type="number" step="1" value={coats} onChange={(e) => setCoats(e.target.value)} />
          </label>
          <label>
            Coverage (m² per litre)
            <input type="number" step="0.1" value={coverage} onChange={(e) => setCoverage(e.target.value)} />
          </label>
        </div>
        <div className="figures" aria-live="polite">
          <p className="big">Paintable area: {m2(totalArea)} m²</p>
          {figures}
        </div>
      </section>
    </main>
  );
}
