import {
  cancelOrder,
  createOrder,
  errorMessage,
  getItem,
  onHandAt,
  receiveOrder,
  type PurchaseOrder,
} from "./api";

export type Outcome = { ok: boolean; text: string };

/** Book a whole open order as received, then read the item back for the dock's on-hand units. */
export async function receiveAll(po: PurchaseOrder): Promise<Outcome> {
  let received: PurchaseOrder;
  try {
    const { evidence_token } = await getItem(po.sku);
    received = await receiveOrder(po.id, evidence_token);
  } catch (error) {
    return { ok: false, text: `Not booked: ${errorMessage(error)}` };
  }
  const booked = `Received ${received.id}: ${received.quantity} × ${received.item_name} into ${received.deliver_to_name}`;
  try {
    const { item } = await getItem(received.sku);
    return { ok: true, text: `${booked}, now ${onHandAt(item, received.deliver_to)} on hand there` };
  } catch (error) {
    return { ok: true, text: `${booked} (the stock could not be read back: ${errorMessage(error)})` };
  }
}

/** A whole number of arrived units from 1 to one less than the ordered quantity, or null. */
export function parseArrived(raw: string, ordered: number): number | null {
  const text = raw.trim();
  if (text === "") return null;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > ordered - 1) return null;
  return value;
}

/**
 * The system only books whole orders, so a part delivery splits the order: place an order for the
 * arrived units and receive it at once, cancel the original, then place a back-order for the rest.
 * A fresh evidence token is read right before each step that needs one; the first refusal stops it.
 */
export async function partDelivery(po: PurchaseOrder, arrived: number): Promise<Outcome> {
  const remaining = po.quantity - arrived;
  let arrivedOrder: PurchaseOrder;
  let backOrder: PurchaseOrder;
  try {
    const first = await getItem(po.sku);
    arrivedOrder = await createOrder(po.sku, arrived, po.deliver_to, first.evidence_token);
    const second = await getItem(po.sku);
    await receiveOrder(arrivedOrder.id, second.evidence_token);
    await cancelOrder(po.id);
    const third = await getItem(po.sku);
    backOrder = await createOrder(po.sku, remaining, po.deliver_to, third.evidence_token);
  } catch (error) {
    return { ok: false, text: `Part delivery stopped: ${errorMessage(error)}` };
  }
  const booked = `Booked ${arrived} of ${po.quantity} on ${arrivedOrder.id}, back-order ${backOrder.id} for ${backOrder.quantity}`;
  try {
    const { item } = await getItem(po.sku);
    return { ok: true, text: `${booked}, now ${onHandAt(item, po.deliver_to)} on hand at ${po.deliver_to_name}` };
  } catch (error) {
    return { ok: true, text: `${booked} (the stock could not be read back: ${errorMessage(error)})` };
  }
}
