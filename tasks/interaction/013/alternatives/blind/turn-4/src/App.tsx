import { useState } from "react";
import { toFixed2, mul } from "./rational";
import { readSettings, litresFor, litresShown, cheapestMix, describeMix, formatPounds, wallSize } from "./paint";
import {
  type Opening,
  type Room,
  type Wall,
  area,
  netArea,
  openingSize,
  paintableArea,
  sameName,
  wouldOverfill,
} from "./model";
import "./styles.css";

function Messages({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="messages" role="alert">
      {items.map((m) => (
        <li key={m} className="error">{m}</li>
      ))}
    </ul>
  );
}

export default function App() {
  const [rooms, setRooms] = useState<Room[]>([{ id: 1, name: "Living room" }]);
  const [walls, setWalls] = useState<Wall[]>([]);
  const [openings, setOpenings] = useState<Opening[]>([]);
  const [nextId, setNextId] = useState(2);

  const [roomName, setRoomName] = useState("");
  const [roomMessages, setRoomMessages] = useState<string[]>([]);
  const [currentRoomId, setCurrentRoomId] = useState(1);

  const [wallName, setWallName] = useState("");
  const [width, setWidth] = useState("");
  const [height, setHeight] = useState("");
  const [wallMessages, setWallMessages] = useState<string[]>([]);

  const [openingName, setOpeningName] = useState("");
  const [chosenWallId, setChosenWallId] = useState<number | null>(null);
  const [openingWidth, setOpeningWidth] = useState("");
  const [openingHeight, setOpeningHeight] = useState("");
  const [openingMessages, setOpeningMessages] = useState<string[]>([]);

  const [coats, setCoats] = useState("2");
  const [coverage, setCoverage] = useState("12");

  // The current room falls back to the first room when it has been removed.
  const currentRoom = rooms.find((r) => r.id === currentRoomId) ?? rooms[0];
  const roomWalls = walls.filter((w) => w.roomId === currentRoom.id);
  const roomOpenings = openings.filter((o) => roomWalls.some((w) => w.id === o.wallId));
  // The dropdown falls back to the first wall when nothing (or a removed wall) is chosen.
  const chosenWall = roomWalls.find((w) => w.id === chosenWallId) ?? roomWalls[0];

  function addRoom(event: React.FormEvent) {
    event.preventDefault();
    const name = roomName.trim();
    if (name === "") {
      setRoomMessages(["Enter a room name"]);
      return;
    }
    if (rooms.some((r) => sameName(r.name, name))) {
      setRoomMessages(["That room name is already used"]);
      return;
    }
    setRooms((list) => [...list, { id: nextId, name }]);
    setCurrentRoomId(nextId);
    setNextId((n) => n + 1);
    setRoomName("");
    setRoomMessages([]);
  }

  function removeRoom(id: number) {
    if (rooms.length <= 1) return;
    const goneWalls = walls.filter((w) => w.roomId === id).map((w) => w.id);
    setRooms((list) => list.filter((r) => r.id !== id));
    setWalls((list) => list.filter((w) => w.roomId !== id));
    setOpenings((list) => list.filter((o) => !goneWalls.includes(o.wallId)));
    if (currentRoomId === id) setCurrentRoomId(rooms.filter((r) => r.id !== id)[0].id);
  }

  function addWall(event: React.FormEvent) {
    event.preventDefault();
    const name = wallName.trim();
    const w = wallSize(width);
    const h = wallSize(height);
    const messages: string[] = [];
    if (name === "") messages.push("Enter a wall name");
    else if (roomWalls.some((wall) => sameName(wall.name, name))) messages.push("That wall name is already used");
    if (!w || !h) messages.push("Width and height must be from 0.3 to 25 m");
    if (messages.length > 0 || !w || !h) {
      setWallMessages(messages);
      return;
    }
    setWalls((list) => [...list, { id: nextId, roomId: currentRoom.id, name, width: w, height: h }]);
    setNextId((n) => n + 1);
    setWallName("");
    setWidth("");
    setHeight("");
    setWallMessages([]);
  }

  function addOpening(event: React.FormEvent) {
    event.preventDefault();
    const name = openingName.trim();
    const w = openingSize(openingWidth);
    const h = openingSize(openingHeight);
    const messages: string[] = [];
    if (!chosenWall) messages.push("Add a wall first");
    if (name === "") messages.push("Enter an opening name");
    if (!w || !h) messages.push("Opening width and height must be from 0.1 to 5 m");
    if (chosenWall && w && h && wouldOverfill(chosenWall, openings, mul(w, h))) {
      messages.push("Openings cannot be larger than the wall");
    }
    if (messages.length > 0 || !chosenWall || !w || !h) {
      setOpeningMessages(messages);
      return;
    }
    setOpenings((list) => [...list, { id: nextId, wallId: chosenWall.id, name, width: w, height: h }]);
    setNextId((n) => n + 1);
    setOpeningName("");
    setOpeningWidth("");
    setOpeningHeight("");
    setOpeningMessages([]);
  }

  function removeWall(id: number) {
    setWalls((list) => list.filter((w) => w.id !== id));
    setOpenings((list) => list.filter((o) => o.wallId !== id));
    if (chosenWallId === id) setChosenWallId(null);
  }

  function removeOpening(id: number) {
    setOpenings((list) => list.filter((o) => o.id !== id));
  }

  const totalArea = paintableArea(walls, openings);
  const settings = readSettings(coats, coverage);
  const litres = settings.ok ? litresFor(totalArea, settings.coats, settings.coverage) : null;
  const mix = litres ? cheapestMix(litres) : null;

  function roomArea(room: Room) {
    return paintableArea(
      walls.filter((w) => w.roomId === room.id),
      openings,
    );
  }

  return (
    <main className="page">
      <h1>Paint estimator</h1>
      <p className="intro">Okafor &amp; Reyes Decorating — emulsion quantities for a repaint, always rounded up.</p>

      <section className="card" aria-labelledby="rooms-heading">
        <h2 id="rooms-heading">Rooms</h2>
        <form className="form-row" onSubmit={addRoom} noValidate>
          <label className="field">
            Room name
            <input type="text" value={roomName} onChange={(e) => setRoomName(e.target.value)} />
          </label>
          <button type="submit">Add room</button>
        </form>
        <Messages items={roomMessages} />
        <ul className="entries" aria-label="Rooms added">
          {rooms.map((room) => {
            const a = roomArea(room);
            return (
              <li key={room.id} className="entry">
                <div className="entry-main">
                  <span className="entry-name">{room.name}</span>
                  <span>Area: {toFixed2(a)} m²</span>
                  <span>
                    Paint:{" "}
                    {settings.ok ? `${toFixed2(litresShown(litresFor(a, settings.coats, settings.coverage)))} L` : "—"}
                  </span>
                  <span className="entry-actions">
                    <button type="button" className="secondary" disabled={rooms.length <= 1} onClick={() => removeRoom(room.id)}>
                      Remove
                    </button>
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="card" aria-labelledby="walls-heading">
        <h2 id="walls-heading">Walls</h2>
        <div className="form-row current-room">
          <label className="field">
            Current room
            <select value={String(currentRoom.id)} onChange={(e) => setCurrentRoomId(Number(e.target.value))}>
              {rooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {room.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <form className="form-row" onSubmit={addWall} noValidate>
          <label className="field">
            Wall name
            <input type="text" value={wallName} onChange={(e) => setWallName(e.target.value)} />
          </label>
          <label className="field">
            Width (m)
            <input type="number" step="any" inputMode="decimal" value={width} onChange={(e) => setWidth(e.target.value)} />
          </label>
          <label className="field">
            Height (m)
            <input type="number" step="any" inputMode="decimal" value={height} onChange={(e) => setHeight(e.target.value)} />
          </label>
          <button type="submit">Add wall</button>
        </form>
        <Messages items={wallMessages} />
        {roomWalls.length === 0 ? (
          <p className="empty">No walls in {currentRoom.name} yet.</p>
        ) : (
          <ul className="entries" aria-label="Walls added">
            {roomWalls.map((wall) => (
              <li key={wall.id} className="entry">
                <div className="entry-main">
                  <span className="entry-name">{wall.name}</span>
                  <span>Area: {toFixed2(area(wall))} m²</span>
                  <span>Net area: {toFixed2(netArea(wall, openings))} m²</span>
                  <span className="entry-actions">
                    <button type="button" className="secondary" onClick={() => removeWall(wall.id)}>
                      Remove
                    </button>
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="openings-heading">
        <h2 id="openings-heading">Openings</h2>
        <form className="form-row" onSubmit={addOpening} noValidate>
          <label className="field">
            Opening name
            <input type="text" value={openingName} onChange={(e) => setOpeningName(e.target.value)} />
          </label>
          <label className="field">
            On wall
            <select value={chosenWall ? String(chosenWall.id) : ""} onChange={(e) => setChosenWallId(Number(e.target.value))}>
              {roomWalls.map((wall) => (
                <option key={wall.id} value={wall.id}>
                  {wall.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            Opening width (m)
            <input type="number" step="any" inputMode="decimal" value={openingWidth} onChange={(e) => setOpeningWidth(e.target.value)} />
          </label>
          <label className="field">
            Opening height (m)
            <input type="number" step="any" inputMode="decimal" value={openingHeight} onChange={(e) => setOpeningHeight(e.target.value)} />
          </label>
          <button type="submit">Add opening</button>
        </form>
        <Messages items={openingMessages} />
        {roomOpenings.length === 0 ? (
          <p className="empty">No openings in {currentRoom.name} yet.</p>
        ) : (
          <ul className="entries" aria-label="Openings added">
            {roomOpenings.map((opening) => {
              const wall = walls.find((w) => w.id === opening.wallId);
              return (
                <li key={opening.id} className="entry">
                  <div className="entry-main">
                    <span className="entry-name">{opening.name}</span>
                    <span>Wall: {wall ? wall.name : ""}</span>
                    <span>Area: {toFixed2(area(opening))} m²</span>
                    <span className="entry-actions">
                      <button type="button" className="secondary" onClick={() => removeOpening(opening.id)}>
                        Remove
                      </button>
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="estimate-heading">
        <h2 id="estimate-heading">Estimate</h2>
        <div className="form-row">
          <label className="field">
            Coats
            <input type="number" step="1" value={coats} onChange={(e) => setCoats(e.target.value)} />
          </label>
          <label className="field">
            Coverage (m² per litre)
            <input type="number" step="any" value={coverage} onChange={(e) => setCoverage(e.target.value)} />
          </label>
        </div>
        <div className="figures" aria-live="polite">
          <p>Paintable area: {toFixed2(totalArea)} m²</p>
          {litres && mix ? (
            <>
              <p>Paint needed: {toFixed2(litresShown(litres))} L</p>
              <p>Tins: {describeMix(mix)}</p>
              <p>Cost: {formatPounds(mix.pence)}</p>
            </>
          ) : (
            !settings.ok &&
            settings.messages.map((m) => (
              <p key={m} className="error">{m}</p>
            ))
          )}
        </div>
      </section>
    </main>
  );
}
