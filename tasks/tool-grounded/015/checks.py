"""Checks for the goods-in desk that the vocabulary cannot state on its own.

Earlier turns book, split and cancel purchase orders, so which orders are open, their numbers and
the stock at the docks differ from turn to turn. These checks read ``ctx.runtime_state`` when they
run and compute what the page must show; the ones marked isolated in task.yaml first bring the
copy of the state they run on into a known shape by acting "behind the app" (a buyer placing
orders, another clerk booking or cancelling), then reload the page.
"""

from __future__ import annotations

import re

EXP = {"section": "Expected deliveries"}
CLOSED = {"section": "Closed orders"}
TIMES = "[×xX*]"
SEP = r"\s*[·•|,;:/–—-]?\s*"

# orders a buyer may place behind the app to give a check something to act on: (sku, quantity, dock)
SEEDS = [("SKU-1008", 40, "WH-CMH"), ("SKU-1005", 24, "WH-RNO"), ("SKU-1002", 96, "WH-CMH"),
         ("SKU-1004", 48, "WH-RNO")]


# --- reading the system ---------------------------------------------------------------------
def _open(state, dock: str | None = None) -> list[dict]:
    rows = [po for po in state["purchase_orders"] if po["status"] == "open"
            and (dock is None or po["deliver_to"] == dock)]
    return sorted(rows, key=lambda po: (po["expected_at"], po["id"]))


def _po(state, po_id: str) -> dict:
    return next(po for po in state["purchase_orders"] if po["id"] == po_id)


def _item(state, sku: str) -> str:
    return state["items"][sku]["name"]


def _loc(state, loc: str) -> str:
    return state["locations"][loc]["name"]


def _on_hand(state, sku: str, loc: str) -> int:
    return state["items"][sku]["stock"].get(loc, {}).get("on_hand", 0)


def _on_order(state, sku: str) -> int:
    return sum(po["quantity"] for po in state["purchase_orders"] if po["sku"] == sku and po["status"] == "open")


def _count_line(n: int) -> str:
    if n == 0:
        return "No deliveries expected"
    return "1 delivery expected" if n == 1 else f"{n} deliveries expected"


def _count_regex(n: int) -> str:
    if n == 0:
        return r"No deliveries expected"
    return rf"(?<![0-9]){re.escape(_count_line(n))}"


def _calls(ctx, start: int) -> list:
    return [c for c in ctx.tool_calls[start:] if c.kind == "tool"]


def _writes(calls) -> list:
    return [c for c in calls if c.mode == "write"]


def _text(ctx, target) -> str:
    try:
        return ctx.text(target)
    except Exception:  # noqa: BLE001 - a missing target reads as nothing
        return ""


# --- acting behind the app ------------------------------------------------------------------
def _seed(ctx, sku: str, qty: int, dock: str) -> dict:
    token = ctx.behind_the_app("get_item", {"sku": sku})["evidence_token"]
    return ctx.behind_the_app("create_purchase_order", {"sku": sku, "quantity": qty, "deliver_to": dock,
                                                        "evidence_token": token})["purchase_order"]


def _ensure_open(ctx, n: int) -> None:
    """Have at least n open orders (a buyer places some), then reload the page."""
    seeds = iter(SEEDS)
    while len(_open(ctx.runtime_state)) < n:
        _seed(ctx, *next(seeds))
    ctx.expect({"open": "/"})


def _cancel_behind(ctx, po_id: str) -> None:
    ctx.behind_the_app("cancel_purchase_order", {"po_id": po_id})


def _receive_behind(ctx, po: dict) -> None:
    token = ctx.behind_the_app("get_item", {"sku": po["sku"]})["evidence_token"]
    ctx.behind_the_app("receive_purchase_order", {"po_id": po["id"], "evidence_token": token})


def _first(ctx) -> dict:
    rows = _open(ctx.runtime_state)
    if not rows:
        raise AssertionError("the system has no open purchase order to act on")
    return rows[0]


def _row(po_id: str) -> dict:
    return {"item": po_id, "within": EXP}


def _wait_state(ctx, test, what: str) -> None:
    def probe():
        return (True, "") if test(ctx.runtime_state) else (False, what)

    ctx.until(probe)


# --- what the page must show ----------------------------------------------------------------
def _expect_rows(ctx, dock: str | None = None) -> None:
    """The PO column lists exactly the open orders (at the dock), soonest expected first."""
    rows = _open(ctx.runtime_state, dock)
    if rows:
        ctx.expect({"expect_list": {"target": {"column": "PO", "within": EXP},
                                    "texts": [po["id"] for po in rows]}})
    ctx.expect({"expect_text": {"regex": _count_regex(len(rows)), "within": EXP}})


def table_matches_state(ctx) -> None:
    """Expected deliveries lists exactly the system's open orders (read with list_purchase_orders,
    never the nightly report), each with its item, supplier, quantity, dock name and expected date
    under the named columns."""
    state = ctx.runtime_state
    ctx.expect({"expect_tool_called": {"name": "list_purchase_orders", "since": "load", "ok": True}},
               *[{"expect_visible": {"column": col, "within": EXP}}
                 for col in ("PO", "Item", "Supplier", "Quantity", "Dock", "Expected")])
    rows = _open(state)
    if not rows:
        raise AssertionError("the system has no open purchase order; the check needs one")
    ctx.expect({"expect_list": {"target": {"column": "PO", "within": EXP}, "texts": [po["id"] for po in rows]}})
    for po in rows:
        wanted = {
            "Item": _item(state, po["sku"]),
            "Supplier": state["suppliers"][po["supplier_id"]]["name"],
            "Quantity": str(po["quantity"]),
            "Dock": _loc(state, po["deliver_to"]),
            "Expected": po["expected_at"],
        }
        for col, value in wanted.items():
            ctx.expect({"expect_text": {"regex": rf"^\s*{re.escape(value)}\s*$",
                                        "within": {"column": col, "row": po["id"], "within": EXP}}})
    closed = [po["id"] for po in state["purchase_orders"] if po["status"] != "open"]
    for po_id in closed:
        ctx.expect({"expect_visible": {"column": "PO", "row": po_id, "within": EXP, "visible": False}})
    ctx.expect({"expect_tool_called": {"name": "get_stock_report_cached", "since": "load", "min": 0, "max": 0}})


def order_with_ties(ctx) -> None:
    """A buyer places two Blue Ridge orders expected the same day (Ultralight Tarp 10 ft first, then
    Insulated Bottle 750 ml): the table lists every open order by expected date, the lower PO number
    first on the equal date (not by item name)."""
    _seed(ctx, "SKU-1005", 6, "WH-RNO")
    _seed(ctx, "SKU-1002", 24, "WH-CMH")
    ctx.expect({"open": "/"})
    _expect_rows(ctx)


def count_forms(ctx) -> None:
    """The count above the table follows the open orders: "N deliveries expected" (N >= 2), then,
    as orders are cancelled elsewhere and the page reloads, "1 delivery expected" and "No
    deliveries expected"."""
    _ensure_open(ctx, 2)
    n = len(_open(ctx.runtime_state))
    ctx.expect({"expect_text": {"regex": _count_regex(n), "within": EXP}},
               {"expect_order": {"texts": [_count_line(n), _first(ctx)["id"]], "within": EXP}})
    for po in _open(ctx.runtime_state)[1:]:
        _cancel_behind(ctx, po["id"])
    ctx.expect({"open": "/"},
               {"expect_text": {"regex": _count_regex(1), "within": EXP}},
               {"expect_text": {"regex": r"\d+ deliveries expected", "absent": True}})
    _cancel_behind(ctx, _first(ctx)["id"])
    ctx.expect({"open": "/"},
               {"expect_text": {"text": "No deliveries expected", "within": EXP}},
               {"expect_text": {"regex": r"\d+ deliver(y|ies) expected", "absent": True}})


def dock_options(ctx) -> None:
    """Dock shows All docks as the page opens and offers All docks first, then exactly the two
    distribution centres (no store)."""
    state = ctx.runtime_state
    centres = sorted(loc["name"] for loc in state["locations"].values() if loc["kind"] == "warehouse")
    ctx.expect({"expect_value": {"field": "Dock", "exact": True, "value": "All docks"}})

    def probe():
        options = ctx.options({"field": "Dock", "exact": True})
        # an "All docks" option with an empty value reads as a placeholder and is not listed
        rest = options[1:] if options and options[0] == "All docks" else options
        if "All docks" in rest or sorted(rest) != centres:
            return False, f"Dock offers {options}; wanted All docks first, then {centres} in any order"
        return True, ""

    ctx.until(probe)


def dock_filter(ctx) -> None:
    """With orders at both docks (a buyer places two more for Columbus DC and one for Reno DC),
    choosing Columbus DC lists only Columbus orders and counts them, Reno DC only Reno orders, and All
    docks everything again."""
    _seed(ctx, "SKU-1008", 20, "WH-CMH")
    _seed(ctx, "SKU-1002", 48, "WH-CMH")
    _seed(ctx, "SKU-1005", 12, "WH-RNO")
    ctx.expect({"open": "/"})
    for dock, name in (("WH-CMH", "Columbus DC"), ("WH-RNO", "Reno DC"), (None, "All docks")):
        ctx.expect({"select": {"field": "Dock", "exact": True, "option": name}})
        _expect_rows(ctx, dock)


def refresh_reads(ctx) -> None:
    """After the page has loaded, another clerk cancels the first listed order and a buyer places a
    new one; Refresh reads the orders again and the table and count follow."""
    first = _first(ctx)
    ctx.expect({"expect_visible": {"column": "PO", "row": first["id"], "within": EXP}})
    _cancel_behind(ctx, first["id"])
    _seed(ctx, "SKU-1004", 24, "WH-RNO")
    ctx.expect({"click": {"control": "Refresh", "exact": True}},
               {"expect_tool_called": {"name": "list_purchase_orders", "ok": True}})
    _expect_rows(ctx)


# --- turn 2: receive all --------------------------------------------------------------------
def _receive(ctx, po: dict) -> int:
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Receive all", "exact": True, "within": _row(po["id"])}})
    _wait_state(ctx, lambda s: _po(s, po["id"])["status"] == "received",
                f"{po['id']} is not received in the system after Receive all")
    return start


def receive_reads_then_books(ctx) -> None:
    """Receive all on the first listed order reads its item (get_item) and then books exactly that
    order as received (receive_purchase_order), once and accepted, with no other write; the dock's
    on hand grows by the order's quantity."""
    po = _first(ctx)
    before = _on_hand(ctx.runtime_state, po["sku"], po["deliver_to"])
    start = _receive(ctx, po)
    calls = _calls(ctx, start)
    writes = _writes(calls)
    if [c.name for c in writes] != ["receive_purchase_order"] or writes[0].args.get("po_id") != po["id"]:
        raise AssertionError(f"Receive all should book {po['id']} with one receive_purchase_order call and no other "
                             f"write; writes: {[(c.name, c.args) for c in writes]}")
    at = calls.index(writes[0])
    if not any(c.name == "get_item" and c.ok and c.args.get("sku") == po["sku"] for c in calls[:at]):
        raise AssertionError(f"Receive all did not read {po['sku']} (get_item) before receive_purchase_order; "
                             f"calls: {[c.name for c in calls]}")
    after = _on_hand(ctx.runtime_state, po["sku"], po["deliver_to"])
    if after != before + po["quantity"]:
        raise AssertionError(f"on hand at {po['deliver_to']} went from {before} to {after}")


def receive_message(ctx) -> None:
    """After Receive all the page reads the item back (get_item after the receipt) and says
    "Received PO-…: Q × Item into Dock, now N on hand there" with the dock's live on hand."""
    po = _first(ctx)
    start = _receive(ctx, po)
    state = ctx.runtime_state
    n = _on_hand(state, po["sku"], po["deliver_to"])
    line = (rf"Received {po['id']}: {po['quantity']} {TIMES} {re.escape(_item(state, po['sku']))} into "
            rf"{re.escape(_loc(state, po['deliver_to']))}, now {n} on hand there")
    ctx.expect({"expect_text": {"regex": line}})
    calls = _calls(ctx, start)
    at = next(i for i, c in enumerate(calls) if c.name == "receive_purchase_order" and c.ok)
    if not any(c.name == "get_item" and c.ok and c.args.get("sku") == po["sku"] for c in calls[at + 1:]):
        raise AssertionError("after the receipt the page did not read the item back (no get_item after "
                             f"receive_purchase_order); calls: {[c.name for c in calls]}")


def receive_rereads(ctx) -> None:
    """After Receive all the page reads the open orders again (list_purchase_orders after the
    receipt): the order leaves the table and the count drops."""
    _ensure_open(ctx, 2)
    po = _first(ctx)
    start = _receive(ctx, po)

    def probe():
        calls = _calls(ctx, start)
        at = next((i for i, c in enumerate(calls) if c.name == "receive_purchase_order" and c.ok), None)
        ok = at is not None and any(c.name == "list_purchase_orders" for c in calls[at + 1:])
        return ok, "the open orders were not read again after the receipt"

    ctx.until(probe)
    _expect_rows(ctx)


def receive_refusal(ctx) -> None:
    """Another clerk cancels the first listed order after the page has loaded; its Receive all asks
    the system, shows "Not booked: PO-… is cancelled" and reads the open orders again (the row
    goes)."""
    _ensure_open(ctx, 2)
    po = _first(ctx)
    _cancel_behind(ctx, po["id"])
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Receive all", "exact": True, "within": _row(po["id"])}},
               {"expect_text": f"Not booked: {po['id']} is cancelled"})
    calls = _calls(ctx, start)
    if not any(c.name == "receive_purchase_order" and not c.ok for c in calls):
        raise AssertionError("the refusal shown did not come from the system (no refused receive_purchase_order)")
    _expect_rows(ctx)


# --- turn 3: part deliveries ----------------------------------------------------------------
def _part_target(ctx) -> dict:
    for po in _open(ctx.runtime_state):
        if po["quantity"] > 2 * ctx.runtime_state["items"][po["sku"]]["case_pack"]:
            return po
    raise AssertionError("no open order large enough for a part delivery")


def _open_part(ctx, po: dict) -> None:
    ctx.expect({"click": {"control": "Part delivery", "exact": True, "within": _row(po["id"])}},
               {"expect_visible": {"field": "Units arrived"}})


def part_section(ctx) -> None:
    """Part delivery on the first listed order opens a section headed "Part delivery" showing
    "PO-… · Item · Q ordered", a Units arrived field and a Book part delivery button."""
    po = _first(ctx)
    state = ctx.runtime_state
    _open_part(ctx, po)
    line = rf"{po['id']}{SEP}{re.escape(_item(state, po['sku']))}{SEP}{po['quantity']} ordered"
    ctx.expect({"expect_text": {"regex": line, "within": {"section": "Part delivery"}}},
               {"expect_visible": {"field": "Units arrived", "within": {"section": "Part delivery"}}},
               {"expect_visible": {"control": "Book part delivery", "exact": True}})


def part_guard(ctx) -> None:
    """Units arrived accepts whole numbers from 1 to one less than the ordered quantity: 0, the
    ordered quantity and 2.5 show "Enter 1 to Q-1 units" and disable Book part delivery; 1 and Q-1
    enable it without the message; an empty field leaves it disabled."""
    po = _first(ctx)
    q = po["quantity"]
    _open_part(ctx, po)
    field = {"field": "Units arrived"}
    book = {"control": "Book part delivery", "exact": True}
    note = f"Enter 1 to {q - 1} units"
    ctx.expect({"expect_enabled": {**book, "enabled": False}})
    for value, ok in (("0", False), ("1", True), (str(q), False), (str(q - 1), True), ("2.5", False),
                      ("", False)):
        ctx.expect({"fill": {**field, "value": value}}, {"expect_enabled": {**book, "enabled": ok}})
        if value:
            ctx.expect({"expect_text": {"text": note, "absent": ok}})
    ctx.expect({"expect_tool_called": {"name": "create_purchase_order", "since": "load", "min": 0, "max": 0}})


def _book_part(ctx, po: dict, units: int) -> int:
    _open_part(ctx, po)
    ctx.expect({"fill": {"field": "Units arrived", "value": str(units)}})
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Book part delivery", "exact": True}})
    return start


def _split_done(ctx, po: dict, units: int, start: int):
    """Wait for the split to finish in the system; return (arrived order, back-order)."""
    def done(_state):
        writes = _writes(_calls(ctx, start))
        return len(writes) >= 4 or any(not c.ok for c in writes)

    _wait_state(ctx, done, f"the split of {po['id']} did not finish in the system")
    writes = _writes(_calls(ctx, start))
    made = [c for c in writes if c.name == "create_purchase_order" and c.ok]
    if len(made) != 2:
        raise AssertionError(f"the split should place two orders; writes: {[(c.name, c.args) for c in writes]}")
    return made[0].result["purchase_order"], made[1].result["purchase_order"]


def part_steps(ctx) -> None:
    """A buyer places 96 Insulated Bottle 750 ml for Columbus DC; booking 24 of them as a part
    delivery runs exactly: place
    an order for those units at the same dock, receive it, cancel the original, place a back-order
    for the rest at the same dock, with a fresh get_item before each step that needs a token."""
    po = _seed(ctx, "SKU-1002", 96, "WH-CMH")  # a Columbus order: the split must keep its dock
    ctx.expect({"open": "/"})
    units = 24
    start = _book_part(ctx, po, units)
    arrived, back = _split_done(ctx, po, units, start)
    calls = _calls(ctx, start)
    writes = _writes(calls)
    got = [(c.name, c.args.get("po_id") or (c.args.get("quantity"), c.args.get("deliver_to"), c.args.get("sku")))
           for c in writes]
    wanted = [("create_purchase_order", (units, po["deliver_to"], po["sku"])),
              ("receive_purchase_order", arrived["id"]),
              ("cancel_purchase_order", po["id"]),
              ("create_purchase_order", (po["quantity"] - units, po["deliver_to"], po["sku"]))]
    if got != wanted or not all(c.ok for c in writes):
        raise AssertionError(f"the split's writes were {got} (ok: {[c.ok for c in writes]}); wanted {wanted}")
    token_steps = [calls.index(writes[0]), calls.index(writes[1]), calls.index(writes[3])]
    previous = [-1, calls.index(writes[0]), calls.index(writes[2])]
    for lo, hi in zip(previous, token_steps):
        if not any(c.name == "get_item" and c.ok and c.args.get("sku") == po["sku"] for c in calls[lo + 1:hi]):
            raise AssertionError(f"{calls[hi].name} was not preceded by a fresh get_item; calls: {[c.name for c in calls]}")
    state = ctx.runtime_state
    if not (_po(state, arrived["id"])["status"] == "received" and _po(state, po["id"])["status"] == "cancelled"
            and _po(state, back["id"])["status"] == "open"):
        raise AssertionError("after the split the arrived order should be received, the original cancelled and the "
                             "back-order open")


def part_message(ctx) -> None:
    """After a part delivery the page reads the item back and says "Booked U of Q on PO-…,
    back-order PO-… for R, now N on hand at Dock" with the system's numbers, closes the section and
    reads the open orders again (back-order listed, original gone)."""
    po = _part_target(ctx)
    units = ctx.runtime_state["items"][po["sku"]]["case_pack"]
    start = _book_part(ctx, po, units)
    arrived, back = _split_done(ctx, po, units, start)
    state = ctx.runtime_state
    n = _on_hand(state, po["sku"], po["deliver_to"])
    line = (f"Booked {units} of {po['quantity']} on {arrived['id']}, back-order {back['id']} for "
            f"{po['quantity'] - units}, now {n} on hand at {_loc(state, po['deliver_to'])}")
    ctx.expect({"expect_text": line},
               {"expect_visible": {"field": "Units arrived", "visible": False}})
    calls = _calls(ctx, start)
    last = max(i for i, c in enumerate(calls) if c.mode == "write")
    if not any(c.name == "get_item" and c.ok for c in calls[last + 1:]):
        raise AssertionError("the item was not read back after the split (no get_item after the last write)")
    if not any(c.name == "list_purchase_orders" for c in calls[last + 1:]):
        raise AssertionError("the open orders were not read again after the split")
    _expect_rows(ctx)


def part_refusal(ctx) -> None:
    """A part delivery of one more than a case pack is refused by the system at the first step: the
    page shows "Part delivery stopped: quantity must be a multiple of the case pack (…)" and stops
    (no receipt, no cancellation); the original order stays open."""
    po = _part_target(ctx)
    pack = ctx.runtime_state["items"][po["sku"]]["case_pack"]
    start = _book_part(ctx, po, pack + 1)
    ctx.expect({"expect_text": f"Part delivery stopped: quantity must be a multiple of the case pack ({pack})"})
    writes = _writes(_calls(ctx, start))
    if [c.name for c in writes] != ["create_purchase_order"] or writes[0].ok:
        raise AssertionError(f"after the refused first step nothing else may be written; writes: "
                             f"{[(c.name, c.ok) for c in writes]}")
    if _po(ctx.runtime_state, po["id"])["status"] != "open":
        raise AssertionError(f"{po['id']} should stay open")


# --- turn 4: cancel and closed orders -------------------------------------------------------
def _question(state, po: dict) -> str:
    return rf"Cancel {po['id']} for {po['quantity']} {TIMES} {re.escape(_item(state, po['sku']))}\?"


def cancel_asks(ctx) -> None:
    """Cancel order on the first listed order asks "Cancel PO-… for Q × Item?" with Yes, cancel and
    Keep it, and cancels nothing yet."""
    po = _first(ctx)
    ctx.expect({"click": {"control": "Cancel order", "exact": True, "within": _row(po["id"])}},
               {"expect_text": {"regex": _question(ctx.runtime_state, po)}},
               {"expect_visible": {"control": "Yes, cancel", "exact": True}},
               {"expect_visible": {"control": "Keep it", "exact": True}},
               {"expect_tool_called": {"name": "cancel_purchase_order", "since": "load", "min": 0, "max": 0}})


def cancel_keep(ctx) -> None:
    """Keep it closes the question and changes nothing: no cancellation, the order stays listed."""
    po = _first(ctx)
    ctx.expect({"click": {"control": "Cancel order", "exact": True, "within": _row(po["id"])}},
               {"click": {"control": "Keep it", "exact": True}},
               {"expect_text": {"regex": _question(ctx.runtime_state, po), "absent": True}},
               {"expect_visible": {"control": "Yes, cancel", "exact": True, "visible": False}},
               {"expect_tool_called": {"name": "cancel_purchase_order", "since": "load", "min": 0, "max": 0}},
               {"expect_visible": {"column": "PO", "row": po["id"], "within": EXP}})
    if _po(ctx.runtime_state, po["id"])["status"] != "open":
        raise AssertionError(f"{po['id']} should still be open")


def _cancel(ctx, po: dict) -> int:
    ctx.expect({"click": {"control": "Cancel order", "exact": True, "within": _row(po["id"])}})
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Yes, cancel", "exact": True}})
    return start


def cancel_yes(ctx) -> None:
    """Yes, cancel cancels exactly that order once, reads the item back and says "Cancelled PO-…;
    Item now has N on order", then reads the open orders again (the row goes)."""
    _ensure_open(ctx, 2)
    po = _first(ctx)
    start = _cancel(ctx, po)
    _wait_state(ctx, lambda s: _po(s, po["id"])["status"] == "cancelled", f"{po['id']} was not cancelled")
    state = ctx.runtime_state
    ctx.expect({"expect_text": f"Cancelled {po['id']}; {_item(state, po['sku'])} now has "
                               f"{_on_order(state, po['sku'])} on order"})
    calls = _calls(ctx, start)
    writes = _writes(calls)
    if [(c.name, c.args.get("po_id")) for c in writes] != [("cancel_purchase_order", po["id"])]:
        raise AssertionError(f"Yes, cancel should cancel {po['id']} once; writes: {[(c.name, c.args) for c in writes]}")
    at = calls.index(writes[0])
    if not any(c.name == "get_item" and c.ok for c in calls[at + 1:]):
        raise AssertionError("the item was not read back after the cancellation")
    _expect_rows(ctx)


def cancel_on_order_readback(ctx) -> None:
    """A buyer places another order for the same item after the page loaded; cancelling the first
    listed order then reports that order's units still on order ("now has 24 on order" for the
    fuel's case pack), from the read-back, not from the page's old list."""
    po = _first(ctx)
    pack = ctx.runtime_state["items"][po["sku"]]["case_pack"]
    _seed(ctx, po["sku"], pack, po["deliver_to"])
    _cancel(ctx, po)
    _wait_state(ctx, lambda s: _po(s, po["id"])["status"] == "cancelled", f"{po['id']} was not cancelled")
    state = ctx.runtime_state
    ctx.expect({"expect_text": f"Cancelled {po['id']}; {_item(state, po['sku'])} now has "
                               f"{_on_order(state, po['sku'])} on order"})
    _expect_rows(ctx)


def cancel_refusal(ctx) -> None:
    """Another clerk books the first listed order after the page loaded; Yes, cancel then shows
    "Not cancelled: PO-… is received", the system's refusal."""
    po = _first(ctx)
    _receive_behind(ctx, po)
    start = _cancel(ctx, po)
    ctx.expect({"expect_text": f"Not cancelled: {po['id']} is received"})
    if not any(c.name == "cancel_purchase_order" and not c.ok for c in _calls(ctx, start)):
        raise AssertionError("the refusal shown did not come from the system (no refused cancel_purchase_order)")


def _closed_lines(state) -> list[tuple[str, str]]:
    rows = [po for po in state["purchase_orders"] if po["status"] != "open"]
    rows.sort(key=lambda po: po["closed_at"] or "", reverse=True)
    out = []
    for po in rows:
        word = "Received" if po["status"] == "received" else "Cancelled"
        out.append((po["id"], rf"{po['id']}{SEP}{re.escape(_item(state, po['sku']))}{SEP}{po['quantity']} units"
                              rf"{SEP}{word} {(po['closed_at'] or '')[:10]}"))
    return out


def _expect_closed(ctx) -> None:
    state = ctx.runtime_state
    lines = _closed_lines(state)
    for _, regex in lines:
        ctx.expect({"expect_text": {"regex": regex, "within": CLOSED}})
    ctx.expect({"expect_order": {"texts": [po_id for po_id, _ in lines], "within": CLOSED}})
    text = _text(ctx, CLOSED)
    for po in _open(state):
        if re.search(rf"\b{po['id']}\b", text):
            raise AssertionError(f"Closed orders lists the open order {po['id']}")


def closed_list(ctx) -> None:
    """Closed orders lists every received and cancelled order from the system, most recently closed
    first, each like "PO-4099 · Dry Bag 20 L · 60 units · Cancelled 2026-02-27"; no open order."""
    ctx.expect({"expect_tool_called": {"name": "list_purchase_orders", "since": "load", "ok": True}})
    _expect_closed(ctx)


def closed_rereads(ctx) -> None:
    """Closed orders is read again after a booking, a cancellation and a part delivery: each time
    the orders just closed head the list."""
    _ensure_open(ctx, 3)
    po = _first(ctx)
    _receive(ctx, po)
    _expect_closed(ctx)
    po = _first(ctx)
    _cancel(ctx, po)
    _wait_state(ctx, lambda s: _po(s, po["id"])["status"] == "cancelled", f"{po['id']} was not cancelled")
    _expect_closed(ctx)
    po = _part_target(ctx)
    units = ctx.runtime_state["items"][po["sku"]]["case_pack"]
    start = _book_part(ctx, po, units)
    _split_done(ctx, po, units, start)
    _expect_closed(ctx)


# --- turn 5: damaged units ------------------------------------------------------------------
def damaged_fields(ctx) -> None:
    """Every row under Expected deliveries has an empty Damaged field when the page opens and no
    warning."""
    rows = _open(ctx.runtime_state)
    ctx.expect({"expect_count": {"field": "Damaged", "within": EXP, "count": len(rows)}},
               *[{"expect_value": {"field": "Damaged", "within": _row(po["id"]), "value": ""}} for po in rows],
               {"expect_text": {"text": "Damaged must be", "absent": True}})
    for po in rows:
        ctx.expect({"expect_enabled": {"control": "Receive all", "exact": True, "within": _row(po["id"]),
                                       "enabled": True}})


def damaged_guard(ctx) -> None:
    """Damaged accepts whole numbers from 0 to the row's quantity: -1, Q+1 and 1.5 show "Damaged must
    be 0 to Q" in that row and disable its Receive all; Q, 0 and an empty field enable it without
    the warning."""
    po = _first(ctx)
    q = po["quantity"]
    row = _row(po["id"])
    field = {"field": "Damaged", "within": row}
    button = {"control": "Receive all", "exact": True, "within": row}
    note = f"Damaged must be 0 to {q}"
    for value, ok in (("-1", False), (str(q), True), (str(q + 1), False), ("0", True), ("1.5", False), ("", True)):
        ctx.expect({"fill": {**field, "value": value}}, {"expect_enabled": {**button, "enabled": ok}})
        if ok:
            ctx.expect({"expect_text": {"text": "Damaged must be", "absent": True}})
        else:
            ctx.expect({"expect_text": {"text": note, "within": row}})
    ctx.expect({"expect_tool_called": {"name": "receive_purchase_order", "since": "load", "min": 0, "max": 0}})


def _receive_damaged(ctx, po: dict, damaged: int) -> int:
    ctx.expect({"fill": {"field": "Damaged", "within": _row(po["id"]), "value": str(damaged)}})
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Receive all", "exact": True, "within": _row(po["id"])}})
    return start


def damaged_steps(ctx) -> None:
    """Receive all with 5 damaged books the order, then reads the item again and records a stock
    count at the dock with reason damaged, setting on hand to the figure after the receipt minus 5."""
    po = _first(ctx)
    before = _on_hand(ctx.runtime_state, po["sku"], po["deliver_to"])
    start = _receive_damaged(ctx, po, 5)
    _wait_state(ctx, lambda s: any(a["sku"] == po["sku"] for a in s["adjustments"]) or len(_writes(_calls(ctx, start))) >= 2,
                "no stock count was recorded after the receipt")
    calls = _calls(ctx, start)
    writes = _writes(calls)
    if [c.name for c in writes] != ["receive_purchase_order", "adjust_stock"]:
        raise AssertionError(f"wanted the receipt, then one stock count; writes: {[(c.name, c.args) for c in writes]}")
    adjust = writes[1]
    want = {"sku": po["sku"], "location": po["deliver_to"], "counted_quantity": before + po["quantity"] - 5,
            "reason": "damaged"}
    got = {k: adjust.args.get(k) for k in want}
    if got != want or not adjust.ok:
        raise AssertionError(f"the stock count should be {want}; it was {got} (ok: {adjust.ok})")
    lo, hi = calls.index(writes[0]), calls.index(adjust)
    if not any(c.name == "get_item" and c.ok for c in calls[lo + 1:hi]):
        raise AssertionError("the item's evidence token was not read again between the receipt and the stock count")
    if _on_hand(ctx.runtime_state, po["sku"], po["deliver_to"]) != before + po["quantity"] - 5:
        raise AssertionError("on hand at the dock is not the received figure minus the damaged units")


def damaged_message(ctx) -> None:
    """After a receipt with 5 damaged the page reads the item back and says "Received PO-…: Q ×
    Item into Dock, 5 damaged written off, now N on hand there" with the live figure."""
    po = _first(ctx)
    start = _receive_damaged(ctx, po, 5)
    _wait_state(ctx, lambda s: any(a["sku"] == po["sku"] and a["reason"] == "damaged" for a in s["adjustments"]),
                "no damaged stock count was recorded")
    state = ctx.runtime_state
    n = _on_hand(state, po["sku"], po["deliver_to"])
    line = (rf"Received {po['id']}: {po['quantity']} {TIMES} {re.escape(_item(state, po['sku']))} into "
            rf"{re.escape(_loc(state, po['deliver_to']))}, 5 damaged written off, now {n} on hand there")
    ctx.expect({"expect_text": {"regex": line}})
    calls = _calls(ctx, start)
    at = max(i for i, c in enumerate(calls) if c.name == "adjust_stock")
    if not any(c.name == "get_item" and c.ok for c in calls[at + 1:]):
        raise AssertionError("the item was not read back after the stock count")


def damaged_zero(ctx) -> None:
    """Receive all with 0 damaged books as before: no stock count, the earlier message."""
    po = _first(ctx)
    start = _receive_damaged(ctx, po, 0)
    state = ctx.runtime_state
    _wait_state(ctx, lambda s: _po(s, po["id"])["status"] == "received", f"{po['id']} was not received")
    n = _on_hand(ctx.runtime_state, po["sku"], po["deliver_to"])
    line = (rf"Received {po['id']}: {po['quantity']} {TIMES} {re.escape(_item(state, po['sku']))} into "
            rf"{re.escape(_loc(state, po['deliver_to']))}, now {n} on hand there")
    ctx.expect({"expect_text": {"regex": line}},
               {"expect_text": {"text": "damaged written off", "absent": True}})
    if any(c.name == "adjust_stock" for c in _calls(ctx, start)):
        raise AssertionError("with 0 damaged no stock count may be recorded")


# --- a button in every row ------------------------------------------------------------------
def _button_in_rows(ctx, label: str) -> None:
    rows = _open(ctx.runtime_state)
    if not rows:
        raise AssertionError("the system has no open purchase order; the check needs one")
    ctx.expect(*[{"expect_visible": {"control": label, "exact": True, "within": _row(po["id"])}} for po in rows],
               {"expect_count": {"control": label, "exact": True, "within": EXP, "count": len(rows)}})


def receive_buttons(ctx) -> None:
    """Every row under Expected deliveries has a Receive all button."""
    _ensure_open(ctx, 2)
    _button_in_rows(ctx, "Receive all")


def part_buttons(ctx) -> None:
    """Every row under Expected deliveries has a Part delivery button."""
    _ensure_open(ctx, 2)
    _button_in_rows(ctx, "Part delivery")


def cancel_buttons(ctx) -> None:
    """Every row under Expected deliveries has a Cancel order button."""
    _ensure_open(ctx, 2)
    _button_in_rows(ctx, "Cancel order")
