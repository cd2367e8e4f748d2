import { errorMessage, getItem, onHandAt, receiveOrder, type PurchaseOrder } from "./api";

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
