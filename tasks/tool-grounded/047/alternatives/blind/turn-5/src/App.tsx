import { useEffect, useRef, useState } from "react";
import "./styles.css";
import {
  commitTransfer,
  errorMessage,
  fetchForecast,
  fetchItem,
  fetchItems,
  fetchLocations,
  fetchRecentTransfers,
  planTransfer,
  type ItemDetail,
  type ItemRow,
  type Location,
  type Transfer,
} from "./api";
import { FORECAST_DAYS, coverRows, parseUnits, proposeMoves, type Proposal } from "./plan";
import { oneDecimal } from "./format";
import CoverSection from "./CoverSection";
import ProposedSection from "./ProposedSection";
import MadeSection, { type MadeMove } from "./MadeSection";
import RecentSection from "./RecentSection";

const DEFAULT_ITEM = "Trail Headlamp 300 lm";
const RECENT_LIMIT = 3;

type Outcome = "made" | "refused" | "rejected";

export default function App() {
  const [locations, setLocations] = useState<Location[]>([]);
  const [items, setItems] = useState<ItemRow[]>([]);
  const [listError, setListError] = useState("");
  const [sku, setSku] = useState("");
  const [item, setItem] = useState<ItemDetail | null>(null);
  const [expected, setExpected] = useState<number | null>(null);
  const [itemError, setItemError] = useState("");
  const [made, setMade] = useState<MadeMove[]>([]);
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [typed, setTyped] = useState<Record<string, { base: number; text: string }>>({});
  const [busy, setBusy] = useState(false);
  const [recent, setRecent] = useState<Transfer[] | null>(null);
  const [recentError, setRecentError] = useState("");
  const [runSummary, setRunSummary] = useState("");
  const shown = useRef("");

  const nameOf = (id: string) => locations.find((l) => l.id === id)?.name ?? id;

  const setMessage = (key: string, text: string) => {
    setMessages((prev) => {
      const next = { ...prev };
      if (text) next[key] = text;
      else delete next[key];
      return next;
    });
  };

  const loadItem = async (target: string) => {
    shown.current = target;
    setItem(null);
    setExpected(null);
    setItemError("");
    try {
      const read = await fetchItem(target);
      const forecast = await fetchForecast(target, FORECAST_DAYS);
      if (shown.current !== target) return;
      setItem(read.item);
      setExpected(forecast.expected_demand);
    } catch (err) {
      if (shown.current === target) setItemError(`Could not read the item: ${errorMessage(err)}`);
    }
  };

  const rereadItem = async (target: string) => {
    try {
      const read = await fetchItem(target);
      if (shown.current === target) setItem(read.item);
    } catch (err) {
      if (shown.current === target) setItemError(`Could not read the item again: ${errorMessage(err)}`);
    }
  };

  const loadRecent = async (target: string) => {
    try {
      const transfers = await fetchRecentTransfers(target, RECENT_LIMIT);
      if (shown.current !== target) return;
      setRecent(transfers);
      setRecentError("");
    } catch (err) {
      if (shown.current === target) setRecentError(`Could not read the transfers: ${errorMessage(err)}`);
    }
  };

  useEffect(() => {
    void (async () => {
      try {
        const locs = await fetchLocations();
        const list = await fetchItems();
        setLocations(locs);
        setItems(list);
        const first = list.find((i) => i.name === DEFAULT_ITEM) ?? list[0];
        if (first) {
          setSku(first.sku);
          await loadItem(first.sku);
          await loadRecent(first.sku);
        }
      } catch (err) {
        setListError(`Could not read the items: ${errorMessage(err)}`);
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chooseItem = (next: string) => {
    setSku(next);
    setMessages({});
    setTyped({});
    setRunSummary("");
    setRecent(null);
    setRecentError("");
    void (async () => {
      await loadItem(next);
      await loadRecent(next);
    })();
  };

  const rows = item && expected !== null ? coverRows(locations, item, expected) : [];
  const moves = item && expected !== null ? proposeMoves(rows, expected, item.case_pack) : [];

  const typedFor = (move: Proposal) => {
    const entry = typed[move.key];
    return entry && entry.base === move.units ? entry.text : String(move.units);
  };

  const onType = (move: Proposal, text: string) => {
    setTyped((prev) => ({ ...prev, [move.key]: { base: move.units, text } }));
  };

  /** Carry out one row: check the typed units, read the item, plan, commit. */
  const execute = async (move: Proposal, text: string, target: string, casePack: number): Promise<Outcome> => {
    const units = parseUnits(text, casePack);
    if (units === null) {
      setMessage(move.key, `Units must be a multiple of ${casePack}`);
      return "rejected";
    }
    let read;
    try {
      read = await fetchItem(target);
    } catch (err) {
      setMessage(move.key, `Could not read the item: ${errorMessage(err)}`);
      return "refused";
    }
    try {
      const plan = await planTransfer(target, move.from, move.to, units, read.evidence_token);
      const done = await commitTransfer(plan);
      const t = done.transfer;
      setMade((prev) => [
        ...prev,
        {
          id: t.id,
          sku: target,
          itemName: read.item.name,
          units: t.quantity,
          fromName: nameOf(t.from_location),
          toName: nameOf(t.to_location),
          valueCents: Math.round(t.quantity * read.item.unit_cost * 100),
        },
      ]);
      setMessage(move.key, "");
      return "made";
    } catch (err) {
      setMessage(move.key, `Move refused: ${errorMessage(err)}`);
      return "refused";
    }
  };

  const accept = async (move: Proposal) => {
    if (!item) return;
    const target = sku;
    setBusy(true);
    const outcome = await execute(move, typedFor(move), target, item.case_pack);
    if (outcome === "made") {
      await rereadItem(target);
      await loadRecent(target);
    }
    setBusy(false);
  };

  const acceptAll = async () => {
    if (!item) return;
    const target = sku;
    const casePack = item.case_pack;
    const snapshot = moves.map((move) => ({ move, text: typedFor(move) }));
    setBusy(true);
    setRunSummary("");
    let madeCount = 0;
    for (const { move, text } of snapshot) {
      const outcome = await execute(move, text, target, casePack);
      if (outcome === "made") {
        madeCount += 1;
        await rereadItem(target);
        await loadRecent(target);
      }
    }
    await rereadItem(target);
    setRunSummary(`Made ${madeCount} of ${snapshot.length} moves`);
    setBusy(false);
  };

  return (
    <main className="page">
      <h1>Cover planner</h1>
      {listError ? <p className="error">{listError}</p> : null}
      <div className="controls">
        <label htmlFor="item-select">Item</label>
        <select id="item-select" value={sku} disabled={busy} onChange={(e) => chooseItem(e.target.value)}>
          {items.map((i) => (
            <option key={i.sku} value={i.sku}>
              {i.name}
            </option>
          ))}
        </select>
        {item && expected !== null ? (
          <>
            <p className="figure">Daily demand: {oneDecimal(expected / FORECAST_DAYS)} units</p>
            <p className="figure">Case pack: {item.case_pack}</p>
          </>
        ) : null}
      </div>
      {itemError ? <p className="error">{itemError}</p> : null}
      {item && expected !== null ? (
        <>
          <CoverSection rows={rows} />
          <ProposedSection
            moves={moves}
            typedFor={typedFor}
            onType={onType}
            messages={messages}
            busy={busy}
            onAccept={(m) => void accept(m)}
            onAcceptAll={() => void acceptAll()}
            runSummary={runSummary}
          />
        </>
      ) : !itemError && sku ? (
        <p className="muted">Reading the item…</p>
      ) : null}
      <MadeSection made={made} />
      {sku ? <RecentSection transfers={recent} error={recentError} nameOf={nameOf} /> : null}
    </main>
  );
}
