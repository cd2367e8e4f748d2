import { useEffect, useState } from "react";
import "./styles.css";
import {
  QUANTITY_MESSAGE,
  errorCode,
  floorBreach,
  errorMessage,
  fetchInProgress,
  fetchOrder,
  fetchParts,
  issuePart,
  normaliseId,
  parseQuantity,
  releasePart,
  reservePart,
  reservedOn,
  returnPart,
  wipMessage,
  type OrderRow,
  type PartLine,
  type PickLine,
  type PartRow,
  type WorkOrder,
} from "./api";
import Stores from "./Stores";
import OrderSection from "./OrderSection";
import WorkInProgress from "./WorkInProgress";

export default function App() {
  const [parts, setParts] = useState<PartRow[] | null>(null);
  const [storesError, setStoresError] = useState("");
  const [idText, setIdText] = useState("");
  const [order, setOrder] = useState<WorkOrder | null>(null);
  const [missingId, setMissingId] = useState("");
  const [openProblem, setOpenProblem] = useState("");
  const [chosenSku, setChosenSku] = useState("");
  const [quantityText, setQuantityText] = useState("1");
  const [message, setMessage] = useState("");
  const [wip, setWip] = useState<OrderRow[] | null>(null);
  const [wipError, setWipError] = useState("");
  const [pickList, setPickList] = useState<PickLine[]>([]);

  const loadParts = async (): Promise<PartRow[] | null> => {
    try {
      const rows = await fetchParts();
      setParts(rows);
      setStoresError("");
      return rows;
    } catch (err) {
      setStoresError(`Could not read stores: ${errorMessage(err)}`);
      return null;
    }
  };

  const loadOrder = async (id: string): Promise<boolean> => {
    try {
      const { work_order } = await fetchOrder(id);
      setOrder(work_order);
      setMissingId("");
      setOpenProblem("");
      return true;
    } catch (err) {
      setOrder(null);
      if (errorCode(err) === "not_found") {
        setMissingId(id);
        setOpenProblem("");
      } else {
        setMissingId("");
        setOpenProblem(`Could not open ${id}: ${errorMessage(err)}`);
      }
      return false;
    }
  };

  const loadWip = async () => {
    try {
      setWip(await fetchInProgress());
      setWipError("");
    } catch (err) {
      setWipError(`Could not read work in progress: ${errorMessage(err)}`);
    }
  };

  useEffect(() => {
    void (async () => {
      await loadParts();
      await loadWip();
    })();
  }, []);

  const openOrder = async (raw: string = idText) => {
    const id = normaliseId(raw);
    setMessage("");
    setPickList([]);
    if (!id) {
      setOrder(null);
      setMissingId("");
      setOpenProblem("Write a work order id, like WO-1981");
      return;
    }
    const opened = await loadOrder(id);
    if (opened) {
      setChosenSku(parts && parts.length > 0 ? parts[0].sku : "");
      setQuantityText("1");
    }
  };

  const refresh = async () => {
    await loadParts();
    if (order) await loadOrder(order.id);
    await loadWip();
  };

  const readBack = async (id: string) => {
    await loadOrder(id);
    await loadParts();
    await loadWip();
  };

  const openFromList = (id: string) => {
    setIdText(id);
    void openOrder(id);
  };

  const currentSku = chosenSku || (parts && parts.length > 0 ? parts[0].sku : "");

  const partName = (sku: string): string => {
    const fromStores = parts?.find((p) => p.sku === sku)?.name;
    if (fromStores) return fromStores;
    return order?.parts.find((l) => l.sku === sku)?.name ?? sku;
  };

  const issue = async () => {
    if (!order) return;
    const quantity = parseQuantity(quantityText);
    if (quantity === null) {
      setMessage(QUANTITY_MESSAGE);
      return;
    }
    if (order.status !== "in_progress") {
      setMessage(wipMessage(order));
      return;
    }
    const id = order.id;
    const sku = currentSku;
    const name = partName(sku);
    try {
      const liveParts = await fetchParts();
      setParts(liveParts);
      const { work_order: fresh, evidence_token } = await fetchOrder(id);
      if (fresh.status !== "in_progress") {
        setOrder(fresh);
        setMessage(wipMessage(fresh));
        return;
      }
      const alreadyReserved = fresh.parts.find((l) => l.sku === sku)?.reserved ?? 0;
      const toReserve = Math.max(0, quantity - alreadyReserved);
      const livePart = liveParts.find((p) => p.sku === sku);
      if (fresh.priority !== "P1" && livePart) {
        const held = floorBreach(livePart, toReserve);
        if (held) {
          setOrder(fresh);
          setMessage(held);
          return;
        }
      }
      if (toReserve > 0) await reservePart(id, sku, toReserve, evidence_token);
      await issuePart(id, sku, quantity);
      setMessage(`Issued ${quantity} × ${name} to ${id}`);
    } catch (err) {
      setMessage(`Not issued: ${errorMessage(err)}`);
    }
    await readBack(id);
  };

  const addToPickList = () => {
    if (!order) return;
    const quantity = parseQuantity(quantityText);
    if (quantity === null) {
      setMessage(QUANTITY_MESSAGE);
      return;
    }
    const sku = currentSku;
    if (!sku) return;
    const name = partName(sku);
    setMessage("");
    setPickList((list) => {
      const existing = list.find((l) => l.sku === sku);
      if (existing) return list.map((l) => (l.sku === sku ? { ...l, quantity: l.quantity + quantity } : l));
      return [...list, { sku, name, quantity }];
    });
  };

  const clearPickList = () => {
    setPickList([]);
  };

  const issuePickList = async () => {
    if (!order) return;
    if (pickList.length === 0) {
      setMessage("The pick list is empty");
      return;
    }
    if (order.status !== "in_progress") {
      setMessage(wipMessage(order));
      return;
    }
    const id = order.id;
    const lines = [...pickList];

    // Work-in-progress rule and safety floor on every line before anything changes.
    try {
      const liveParts = await fetchParts();
      setParts(liveParts);
      const { work_order: fresh } = await fetchOrder(id);
      if (fresh.status !== "in_progress") {
        setOrder(fresh);
        setMessage(wipMessage(fresh));
        return;
      }
      if (fresh.priority !== "P1") {
        for (const line of lines) {
          const livePart = liveParts.find((p) => p.sku === line.sku);
          if (!livePart) continue;
          const held = floorBreach(livePart, Math.max(0, line.quantity - reservedOn(fresh, line.sku)));
          if (held) {
            setOrder(fresh);
            setMessage(held);
            return;
          }
        }
      }
    } catch (err) {
      setMessage(`Nothing issued: ${errorMessage(err)}`);
      await readBack(id);
      return;
    }

    // Reserve what each line needs, in list order, reading the order right before each reservation.
    const reservedNow: { sku: string; quantity: number }[] = [];
    try {
      for (const line of lines) {
        const { work_order: current, evidence_token } = await fetchOrder(id);
        const toReserve = Math.max(0, line.quantity - reservedOn(current, line.sku));
        if (toReserve > 0) {
          await reservePart(id, line.sku, toReserve, evidence_token);
          reservedNow.push({ sku: line.sku, quantity: toReserve });
        }
      }
    } catch (err) {
      for (const r of reservedNow) {
        try {
          await releasePart(id, r.sku, r.quantity);
        } catch {
          // keep releasing the rest; the read-back shows what is left
        }
      }
      setMessage(`Nothing issued: ${errorMessage(err)}`);
      await readBack(id);
      return;
    }

    // Every reservation succeeded: issue every line.
    try {
      for (const line of lines) {
        await issuePart(id, line.sku, line.quantity);
      }
      setMessage(`Issued ${lines.length} ${lines.length === 1 ? "line" : "lines"} to ${id}`);
      setPickList([]);
    } catch (err) {
      setMessage(`Not issued: ${errorMessage(err)}`);
    }
    await readBack(id);
  };

  const returnOne = async (line: PartLine) => {
    if (!order) return;
    const id = order.id;
    try {
      await returnPart(id, line.sku, 1);
      setMessage(`Returned 1 × ${line.name} from ${id}`);
    } catch (err) {
      setMessage(`Not returned: ${errorMessage(err)}`);
    }
    await readBack(id);
  };

  const release = async (line: PartLine) => {
    if (!order) return;
    const id = order.id;
    const units = line.reserved;
    try {
      await releasePart(id, line.sku, units);
      setMessage(`Released ${units} × ${line.name} from ${id}`);
    } catch (err) {
      setMessage(`Not released: ${errorMessage(err)}`);
    }
    await readBack(id);
  };

  return (
    <main className="counter">
      <h1>Parts counter</h1>

      <div className="bar">
        <div className="field">
          <label htmlFor="order-id">Work order</label>
          <input
            id="order-id"
            type="text"
            value={idText}
            onChange={(e) => setIdText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") void openOrder(idText);
            }}
          />
        </div>
        <button type="button" onClick={() => void openOrder(idText)}>
          Open order
        </button>
        <button type="button" className="secondary" onClick={() => void refresh()}>
          Refresh
        </button>
      </div>

      {missingId && <p className="problem">No work order {missingId}</p>}
      {openProblem && <p className="problem">{openProblem}</p>}

      {order && (
        <OrderSection
          order={order}
          parts={parts ?? []}
          chosenSku={currentSku}
          onChooseSku={setChosenSku}
          quantityText={quantityText}
          onQuantityText={setQuantityText}
          onIssue={() => void issue()}
          pickList={pickList}
          onAddToPickList={addToPickList}
          onClearPickList={clearPickList}
          onIssuePickList={() => void issuePickList()}
          onReturnOne={(line) => void returnOne(line)}
          onRelease={(line) => void release(line)}
          message={message}
        />
      )}

      <WorkInProgress orders={wip} error={wipError} onOpen={openFromList} />

      <Stores parts={parts} error={storesError} />
    </main>
  );
}
