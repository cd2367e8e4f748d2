"""Checks that compare the purchasing page with the inventory system's live state.

Earlier turns' checks place, receive and cancel purchase orders, so which items are below their
reorder point, their figures, the open orders and the newest order numbers differ from turn to
turn. These checks compute what the page must show from ``ctx.runtime_state`` when they run;
everything else is written in the declarative vocabulary in task.yaml.
"""

from __future__ import annotations

import re

LOW = {"section": "Below reorder point"}
OPEN = {"section": "Open purchase orders"}
SKU = re.compile(r"\bSKU-\d{4}\b")
PO = re.compile(r"\bPO-\d+\b")


def _text(ctx, target) -> str:
    try:
        return ctx.text(target)
    except AssertionError:
        return ""


def _available(item) -> int:
    return sum(level["on_hand"] - level["reserved"] for level in item["stock"].values())


def _on_order(state, sku: str) -> int:
    return sum(po["quantity"] for po in state["purchase_orders"] if po["sku"] == sku and po["status"] == "open")


def _below(state) -> dict[str, dict]:
    return {sku: item for sku, item in state["items"].items() if _available(item) < item["reorder_point"]}


def _cell(ctx, column: str, sku: str) -> str:
    return _text(ctx, {"column": column, "row": sku, "within": LOW})


def _number_is(cell: str, wanted: int) -> bool:
    return re.sub(r"[\s,]", "", cell) == str(wanted)


def _low_table_problem(ctx) -> str | None:
    state = ctx.runtime_state
    below = _below(state)
    shown = set(SKU.findall(_text(ctx, LOW)))
    if shown != set(below):
        return (f"'Below reorder point' lists {sorted(shown)}; the items below their reorder point in the system "
                f"are {sorted(below)}")
    for sku, item in sorted(below.items()):
        for column, wanted in (("Available", _available(item)), ("Reorder point", item["reorder_point"]),
                               ("On order", _on_order(state, sku))):
            cell = _cell(ctx, column, sku)
            if not _number_is(cell, wanted):
                return f"{sku} ({item['name']}) shows {cell!r} under {column}; the system has {wanted}"
    return None


def low_table_matches_state(ctx) -> None:
    """'Below reorder point' lists exactly the items whose live total available (on hand minus
    reserved, all locations) is below their reorder point, with the system's Available, Reorder
    point and On order figures in those columns."""

    def probe():
        problem = _low_table_problem(ctx)
        return problem is None, problem or ""

    ctx.until(probe)


def count_matches_state(ctx) -> None:
    """Above the table the count reads "N items below reorder point" with the system's N."""

    def probe():
        n = len(_below(ctx.runtime_state))
        text = _text(ctx, LOW)
        line = f"{n} items below reorder point"
        at = text.find(line)
        if at < 0 or re.search(rf"\d{line}", text):
            return False, f"'Below reorder point' should say {line!r}; it shows {text[:200]!r}"
        header = text.find("SKU")
        if header >= 0 and header < at:
            return False, f"the count {line!r} should be above the table; it comes after it"
        return True, ""

    ctx.until(probe)


def _open_orders_problem(ctx) -> str | None:
    state = ctx.runtime_state
    wanted = {po["id"] for po in state["purchase_orders"] if po["status"] == "open"}
    shown = set(PO.findall(_text(ctx, OPEN)))
    # a confirmation such as "Received PO-4100" may sit in the section: ignore the id it names
    for note in re.findall(r"(?:Received|Cancelled|Created)\s+(PO-\d+)", _text(ctx, OPEN)):
        if note not in wanted:
            shown.discard(note)
    if shown != wanted:
        return (f"'Open purchase orders' lists {sorted(shown)}; the system's open orders are {sorted(wanted)} "
                f"(missing {sorted(wanted - shown)}, not open {sorted(shown - wanted)})")
    return None


def open_orders_match_state(ctx) -> None:
    """'Open purchase orders' lists exactly the orders the system has open (by PO number)."""

    def probe():
        problem = _open_orders_problem(ctx)
        return problem is None, problem or ""

    ctx.until(probe)


def _newest(state, status: str, stamp: str):
    rows = [po for po in state["purchase_orders"] if po["status"] == status and po.get(stamp)]
    return max(rows, key=lambda po: po[stamp]) if rows else None


def _confirms(ctx, word: str, status: str, stamp: str) -> None:
    def probe():
        po = _newest(ctx.runtime_state, status, stamp)
        if po is None:
            return False, f"the system has no {status} purchase order"
        line = f"{word} {po['id']}"
        page = _text(ctx, None)
        if re.search(rf"\b{re.escape(line)}\b", page) is None:
            return False, f"the page should say {line!r} (the order the system just {status}); it shows {page[:300]!r}"
        return True, ""

    ctx.until(probe)


def created_message(ctx) -> None:
    """The page says "Created PO-…" with the number of the order the system created last."""
    _confirms(ctx, "Created", "open", "created_at")


def received_message(ctx) -> None:
    """The page says "Received PO-…" with the number of the order the system received last."""
    _confirms(ctx, "Received", "received", "closed_at")


def cancelled_message(ctx) -> None:
    """The page says "Cancelled PO-…" with the number of the order the system cancelled last."""
    _confirms(ctx, "Cancelled", "cancelled", "closed_at")


def deliver_to_warehouses(ctx) -> None:
    """Deliver to offers the system's two distribution centres and nothing else."""
    state = ctx.runtime_state
    warehouses = sorted(loc["name"] for loc in state["locations"].values() if loc["kind"] == "warehouse")
    stores = sorted(loc["name"] for loc in state["locations"].values() if loc["kind"] != "warehouse")

    def probe():
        options = ctx.options({"field": "Deliver to"})
        named = sorted(o for o in options if o in warehouses)
        extra = [o for o in options if o in stores]
        ok = named == warehouses and not extra and len(options) == len(warehouses)
        return ok, f"Deliver to should offer exactly {warehouses}; it offers {options}"

    ctx.until(probe)
