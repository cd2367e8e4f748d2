import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Status = "dirty" | "clean" | "inspected" | "out_of_order";
type Room = {
  number: string;
  room_type: string;
  room_type_name: string;
  floor: number;
  housekeeping: Status;
  occupied_by: string | null;
  occupant_name: string | null;
  assigned_to: string[];
  note: string;
};

const SECTIONS: { status: Status; title: string }[] = [
  { status: "dirty", title: "Dirty" },
  { status: "clean", title: "Clean" },
  { status: "inspected", title: "Inspected" },
  { status: "out_of_order", title: "Out of order" },
];

const WORDS: Record<Status, string> = {
  dirty: "dirty",
  clean: "clean",
  inspected: "inspected",
  out_of_order: "out of order",
};

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}



export default function App() {
  const [rooms, setRooms] = useState<Room[] | null>(null);
  const [businessDate, setBusinessDate] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function loadAll() {
    try {
      const data = await callTool<{ business_date: string; rooms: Room[] }>("list_rooms", {});
      setRooms(data.rooms);
      setBusinessDate(data.business_date);
      setLoadError(null);
    } catch (err) {
      setLoadError(`Could not read the rooms: ${errorText(err)}`);
    }
  }

  useEffect(() => {
    void loadAll();
  }, []);


  async function changeStatus(number: string, status: Status) {
    setBusy(true);
    setMessage(null);
    try {
      const fresh = await callTool<{ evidence_token: string }>("get_room", { room: number });
      const out = await callTool<{ room: Room; previous: Status }>("set_housekeeping_status", {
        room: number,
        status,
        evidence_token: fresh.evidence_token,
      });
      setMessage(`Room ${out.room.number} is now ${WORDS[out.room.housekeeping]}`);
    } catch (err) {
      setMessage(`Refused: ${errorText(err)}`);
    }
    await loadAll();
    setBusy(false);
  }



  const byNumber = new Map((rooms ?? []).map((r) => [r.number, r] as [string, Room]));

  function roomsIn(status: Status): Room[] {
    return (rooms ?? [])
      .filter((r) => r.housekeeping === status)
      .sort((a, b) => {
        return a.number.localeCompare(b.number, undefined, { numeric: true });
      });
  }


  const count = (s: Status) => (rooms ?? []).filter((r) => r.housekeeping === s).length;
  const total = rooms?.length ?? 0;

  function roomLine(room: Room): string {
    const parts = [room.number, room.room_type_name, room.occupant_name ?? (room.occupied_by ? room.occupied_by : "Vacant")];
    if (room.note) parts.push(room.note);
    return parts.join(" · ");
  }

  return (
    <main className="board">
      <header>
        <h1>Housekeeping board</h1>
        {businessDate && <p className="date">Business date: {businessDate}</p>}
      </header>

      {loadError && <p className="error">{loadError}</p>}

      {rooms && (
        <div className="summary">
          <p>
            {total} rooms: {count("dirty")} dirty · {count("clean")} clean · {count("inspected")} inspected ·{" "}
            {count("out_of_order")} out of order
          </p>
        </div>
      )}

      <div className="toolbar">
        <button type="button" onClick={() => void loadAll()} disabled={busy}>
          Reload
        </button>
      </div>

      <p className="message" role="status">
        {message ?? ""}
      </p>

      {rooms && (
        <div className="sections">
          {SECTIONS.map(({ status, title }) => {
            const list = roomsIn(status);
            const headingId = `section-${status}`;
            return (
              <section key={status} aria-labelledby={headingId} className={`column ${status}`}>
                <h2 id={headingId}>{title}</h2>
                {list.length === 0 ? (
                  <p className="empty">No rooms</p>
                ) : (
                  <ul>
                    {list.map((room) => (
                      <li key={room.number}>
                        <span className="line">{roomLine(room)}</span>
                        <span className="actions">
                          {status === "dirty" && (
                            <button type="button" disabled={busy} onClick={() => void changeStatus(room.number, "clean")}>
                              Mark clean
                            </button>
                          )}
                          {status === "clean" && (
                            <button
                              type="button"
                              disabled={busy}
                              onClick={() => void changeStatus(room.number, "inspected")}
                            >
                              Mark inspected
                            </button>
                          )}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}


    </main>
  );
}
