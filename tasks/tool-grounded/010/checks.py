"""Read-back checks comparing what the page shows with the live runtime state.

Orders, receipts and cancellations are re-run at later turns on a state earlier turns changed,
so expected figures are read from the runtime state at check time.
"""

from __future__ import annotations

import re
import time

TIMEOUT_S = 2.5


def _numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"(?<![\w-])\d+(?![\w])", text)]


def _poll(probe, describe) -> None:
    deadline = time.monotonic() + TIMEOUT_S
    while True:
        ok, seen = probe()
        if ok:
            return
        if time.monotonic() > deadline:
            raise AssertionError(describe(seen))
        time.sleep(0.1)


def _low_row(ctx, name: str):
    region = ctx.page.get_by_role("region", name="Below reorder point")
    return region.get_by_role("row").filter(has_text=name).filter(visible=True).first


def _row_has(ctx, name: str, wanted: int, what: str) -> None:
    row = _low_row(ctx, name)

    def probe():
        try:
            text = row.inner_text(timeout=500)
        except Exception:  # noqa: BLE001 - not rendered yet
            return False, ""
        return wanted in _numbers(text), text

    _poll(probe, lambda seen: f"the {name!r} row under 'Below reorder point' should show the live {what} "
                              f"{wanted}; it shows {' '.join(seen.split())[:200]!r}")


def socks_on_order(ctx) -> None:
    """The socks row shows the units on open purchase orders, as the system has them now."""
    state = ctx.runtime_state
    wanted = sum(po["quantity"] for po in state["purchase_orders"] if po["sku"] == "SKU-1004" and po["status"] == "open")
    _row_has(ctx, "Merino Hiking Socks", wanted, "on-order figure")


def rainshell_readback(ctx) -> None:
    """After a receipt the rain shell row shows the system's total available."""
    stock = ctx.runtime_state["items"]["SKU-1009"]["stock"]
    wanted = sum(level["on_hand"] - level["reserved"] for level in stock.values())
    _row_has(ctx, "Packable Rain Shell", wanted, "available figure")


def deliver_to_warehouses(ctx) -> None:
    """Deliver to offers the two distribution centres only, with Reno DC preselected."""
    select = ctx.page.get_by_label("Deliver to", exact=True).filter(visible=True).first
    info = select.evaluate(
        "el => ({options: Array.from(el.options || []).map(o => o.textContent.trim()),"
        " selected: el.selectedIndex >= 0 ? el.options[el.selectedIndex].textContent.trim() : ''})"
    )
    options = info["options"]
    if "Reno DC" not in options or "Columbus DC" not in options:
        raise AssertionError(f"Deliver to should offer Reno DC and Columbus DC; it offers {options}")
    stores = [o for o in options if o in ("Portland store", "Denver store")]
    if stores:
        raise AssertionError(f"Deliver to offers stores, which cannot receive deliveries: {stores}")
    if info["selected"] != "Reno DC":
        raise AssertionError(f"Reno DC should be preselected; {info['selected']!r} is")


def place_disabled(ctx) -> None:
    """The Place order button is disabled."""
    button = ctx.page.get_by_role("button", name="Place order").filter(visible=True).first

    def probe():
        try:
            return button.is_disabled(timeout=500), ""
        except Exception:  # noqa: BLE001
            return False, ""

    _poll(probe, lambda _seen: "the 'Place order' button is not disabled")


def open_orders_match_state(ctx) -> None:
    """Open purchase orders lists exactly the orders the system has open (by PO number)."""
    state = ctx.runtime_state
    wanted = {po["id"] for po in state["purchase_orders"] if po["status"] == "open"}
    closed = {po["id"] for po in state["purchase_orders"] if po["status"] != "open"}
    region = ctx.page.get_by_role("region", name="Open purchase orders").first

    def probe():
        try:
            text = region.inner_text(timeout=500)
        except Exception:  # noqa: BLE001 - not rendered yet
            return False, set()
        shown = set(re.findall(r"PO-\d+", text))
        return shown >= wanted and not (shown & closed), shown

    def describe(shown) -> str:
        missing = sorted(wanted - shown)
        stale = sorted(shown & closed)
        return f"Open purchase orders disagrees with the system: missing {missing[:5]}, closed but shown {stale[:5]}"

    _poll(probe, describe)
