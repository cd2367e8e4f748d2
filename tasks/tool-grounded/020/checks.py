"""Checks for the open purchase-order review desk that the vocabulary cannot state on its own.

Earlier turns cancel orders and send quote requests, so which orders are open and which quotes
exist differ from turn to turn. These checks read ``ctx.runtime_state`` when they run and compute
what the page must show (the forecast follows the inventory tool's own model: a daily rate of the
reorder point over 14, rounded, at least 1). The checks marked isolated in task.yaml first bring
their copy of the state into a known shape by acting "behind the app" (a buyer placing orders on
the other screen, another desk receiving or cancelling, a shop reserving stock), then reload.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

OPEN = {"section": "Open orders"}
QUOTE = {"section": "Quote request", "exact": True}
QUOTES = {"section": "Quote requests", "exact": True}
LOOKUP = {"section": "Order lookup"}
TIMES = "[×xX*]"
MINUS = "[-−–]"
SEP = r"\s*[·•|,;:/–—-]?\s*"

# orders a buyer places on the other screen: (sku, quantity, dock). With the fixture's stock:
# Packable Rain Shell (L) 18 = $1,044.00, Needed (12 available, 120 demand, reorder point 60);
# Ultralight Tarp 10 ft 30 = $1,260.00, Not needed (102 available, 30 demand, reorder point 20);
# Trail Headlamp 300 lm 36 = $662.40, Not needed (558 available, 180 demand, reorder point 80).
# Their PO numbers, expected dates and item names put them in three different orders.
RAIN = ("SKU-1009", 18, "WH-RNO")
TARP = ("SKU-1005", 30, "WH-CMH")
LAMP = ("SKU-1001", 36, "WH-RNO")
SEEDS = [RAIN, TARP, LAMP]


# --- reading the system ---------------------------------------------------------------------
def _open(state) -> list[dict]:
    return sorted((po for po in state["purchase_orders"] if po["status"] == "open"), key=lambda po: po["id"])


def _po(state, po_id: str) -> dict:
    return next(po for po in state["purchase_orders"] if po["id"] == po_id)


def _item(state, sku: str) -> dict:
    return state["items"][sku]


def _name(state, sku: str) -> str:
    return state["items"][sku]["name"]


def _supplier(state, sku: str) -> str:
    return state["suppliers"][state["items"][sku]["supplier_id"]]["name"]


def _value(state, po: dict) -> float:
    return round(po["quantity"] * _item(state, po["sku"])["unit_cost"] + 1e-9, 2)


def _money(x: float) -> str:
    return f"${x:,.2f}"


def _available(state, sku: str) -> int:
    return sum(s["on_hand"] - s["reserved"] for s in _item(state, sku)["stock"].values())


def _demand(state, sku: str) -> int:
    return max(1, round(_item(state, sku)["reorder_point"] / 14)) * 30


def _projected(state, sku: str) -> int:
    return _available(state, sku) - _demand(state, sku)


def _cover(state, sku: str) -> str:
    return "Not needed" if _projected(state, sku) >= _item(state, sku)["reorder_point"] else "Needed"


def _count_line(state) -> str:
    rows = _open(state)
    if not rows:
        return "No open orders"
    total = sum(_value(state, po) for po in rows)
    noun = "order" if len(rows) == 1 else "orders"
    return f"{len(rows)} open {noun} worth {_money(total)}"


def _spare_line(state) -> str:
    rows = [po for po in _open(state) if _cover(state, po["sku"]) == "Not needed"]
    if not rows:
        return "Every open order is needed"
    total = sum(_value(state, po) for po in rows)
    noun = "order" if len(rows) == 1 else "orders"
    return f"{len(rows)} {noun} not needed, worth {_money(total)}"


def _line_regex(line: str) -> str:
    return rf"(?<![0-9]){re.escape(line)}"


def _calls(ctx, start: int) -> list:
    return [c for c in ctx.tool_calls[start:] if c.kind == "tool"]


def _writes(calls) -> list:
    return [c for c in calls if c.mode == "write"]


def _names(calls) -> list:
    return [c.name for c in calls]


# --- acting behind the app ------------------------------------------------------------------
def _seed(ctx, sku: str, qty: int, dock: str) -> dict:
    token = ctx.behind_the_app("get_item", {"sku": sku})["evidence_token"]
    return ctx.behind_the_app("create_purchase_order", {"sku": sku, "quantity": qty, "deliver_to": dock,
                                                        "evidence_token": token})["purchase_order"]


def _seed_all(ctx) -> dict:
    """Place the three standard orders; return them by SKU."""
    return {sku: _seed(ctx, sku, qty, dock) for sku, qty, dock in SEEDS}


def _cancel_behind(ctx, po_id: str) -> None:
    ctx.behind_the_app("cancel_purchase_order", {"po_id": po_id})


def _receive_behind(ctx, po: dict) -> None:
    token = ctx.behind_the_app("get_item", {"sku": po["sku"]})["evidence_token"]
    ctx.behind_the_app("receive_purchase_order", {"po_id": po["id"], "evidence_token": token})


def _reserve_behind(ctx, sku: str, qty: int) -> None:
    """A shop reserves qty units of the item, taken from the locations with the most available."""
    levels = sorted(_item(ctx.runtime_state, sku)["stock"].items(),
                    key=lambda kv: kv[1]["on_hand"] - kv[1]["reserved"], reverse=True)
    left = qty
    for loc, lvl in levels:
        take = min(left, lvl["on_hand"] - lvl["reserved"])
        if take > 0:
            ctx.behind_the_app("reserve_stock", {"sku": sku, "location": loc, "quantity": take,
                                                 "reference": "SHOP-HOLD"})
            left -= take
        if not left:
            return
    raise AssertionError(f"not enough {sku} to reserve {qty}")


def _reload(ctx) -> None:
    ctx.expect({"open": "/"})


def _row(po_id: str) -> dict:
    return {"item": po_id, "within": OPEN}


def _cell(ctx, col: str, po_id: str, regex: str) -> None:
    ctx.expect({"expect_text": {"regex": regex, "within": {"column": col, "row": po_id, "within": OPEN}}})


def _exact(value: str) -> str:
    return rf"^\s*{re.escape(value)}\s*$"


def _wait_state(ctx, test, what: str) -> None:
    def probe():
        return (True, "") if test(ctx.runtime_state) else (False, what)

    ctx.until(probe)


def _expect_rows(ctx) -> None:
    """The PO column lists exactly the open orders, lowest PO number first, and the count line follows."""
    state = ctx.runtime_state
    rows = _open(state)
    if rows:
        ctx.expect({"expect_list": {"target": {"column": "PO", "within": OPEN}, "texts": [po["id"] for po in rows]}})
    ctx.expect({"expect_text": {"regex": _line_regex(_count_line(state)), "within": OPEN}})


# --- turn 1 ---------------------------------------------------------------------------------
def table_matches_state(ctx) -> None:
    """With three more orders placed on the other screen, Open orders lists exactly the system's open
    orders (read with list_purchase_orders, never the nightly report), lowest PO number first (not
    by expected date or item name), each with item, supplier, quantity and expected date under the
    named columns; received and cancelled orders are not listed."""
    _seed_all(ctx)
    _reload(ctx)
    state = ctx.runtime_state
    ctx.expect({"expect_tool_called": {"name": "list_purchase_orders", "since": "load", "ok": True}},
               *[{"expect_visible": {"column": col, "within": OPEN}}
                 for col in ("PO", "Item", "Supplier", "Quantity", "Expected")])
    rows = _open(state)
    ctx.expect({"expect_list": {"target": {"column": "PO", "within": OPEN}, "texts": [po["id"] for po in rows]}})
    for po in rows:
        wanted = {
            "Item": _name(state, po["sku"]),
            "Supplier": _supplier(state, po["sku"]),
            "Expected": po["expected_at"],
        }
        for col, value in wanted.items():
            _cell(ctx, col, po["id"], _exact(value))
        _cell(ctx, "Quantity", po["id"], rf"^\s*{po['quantity']}(\s*units?)?\s*$")
    for po in state["purchase_orders"]:
        if po["status"] != "open":
            ctx.expect({"expect_visible": {"column": "PO", "row": po["id"], "within": OPEN, "visible": False}})
    ctx.expect({"expect_tool_called": {"name": "get_stock_report_cached", "since": "load", "min": 0, "max": 0}})


def value_column(ctx) -> None:
    """Value is the quantity times the item's unit cost, with a dollar sign, thousands separators and
    two decimals: $1,044.00, $1,260.00 and $662.40 for the three placed orders, and the same rule for
    every other open order."""
    _seed_all(ctx)
    _reload(ctx)
    state = ctx.runtime_state
    ctx.expect({"expect_visible": {"column": "Value", "within": OPEN}})
    for po in _open(state):
        _cell(ctx, "Value", po["id"], _exact(_money(_value(state, po))))


def count_forms(ctx) -> None:
    """Above the table the line reads "N open orders worth $X" (the sum of the values) for several
    orders; as orders are cancelled elsewhere and the page reloads, "1 open order worth $Y", then
    "No open orders"."""
    _seed_all(ctx)
    _reload(ctx)
    state = ctx.runtime_state
    first = _open(state)[0]["id"]
    ctx.expect({"expect_text": {"regex": _line_regex(_count_line(state)), "within": OPEN}},
               {"expect_order": {"texts": [_count_line(state), first], "within": OPEN}})
    keep = next(po for po in _open(state) if po["sku"] == "SKU-1001")  # $662.40: the cents must show
    for po in _open(state):
        if po["id"] != keep["id"]:
            _cancel_behind(ctx, po["id"])
    _reload(ctx)
    ctx.expect({"expect_text": {"regex": _line_regex("1 open order worth $662.40"), "within": OPEN}},
               {"expect_text": {"regex": r"\d+ open orders", "absent": True}})
    _cancel_behind(ctx, keep["id"])
    _reload(ctx)
    ctx.expect({"expect_text": {"text": "No open orders", "within": OPEN}},
               {"expect_text": {"regex": r"\d+ open orders? worth", "absent": True}})


def refresh_reads(ctx) -> None:
    """After the page has loaded, another desk cancels the first listed order and a buyer places a
    new one; Refresh reads the orders and item figures again, and the table and count line follow."""
    _seed(ctx, *TARP)
    _reload(ctx)
    first = _open(ctx.runtime_state)[0]
    ctx.expect({"expect_visible": {"column": "PO", "row": first["id"], "within": OPEN}})
    _cancel_behind(ctx, first["id"])
    _seed(ctx, *RAIN)
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Refresh", "exact": True}},
               {"expect_tool_called": {"name": "list_purchase_orders", "ok": True}})
    _expect_rows(ctx)
    state = ctx.runtime_state
    for po in _open(state):
        _cell(ctx, "Value", po["id"], _exact(_money(_value(state, po))))
    if not any(c.name in ("list_items", "get_item") and c.ok for c in _calls(ctx, start)):
        raise AssertionError(f"Refresh did not read the item figures again; calls: {_names(_calls(ctx, start))}")


# --- turn 2 ---------------------------------------------------------------------------------
def _expect_cover_row(ctx, po: dict) -> None:
    state = ctx.runtime_state
    sku = po["sku"]
    proj = _projected(state, sku)
    proj_re = rf"^\s*{MINUS}{abs(proj)}\s*$" if proj < 0 else _exact(str(proj))
    _cell(ctx, "Available", po["id"], _exact(str(_available(state, sku))))
    _cell(ctx, "Demand 30 days", po["id"], _exact(str(_demand(state, sku))))
    _cell(ctx, "Projected", po["id"], proj_re)
    _cell(ctx, "Cover", po["id"], _exact(_cover(state, sku)))


def cover_columns(ctx) -> None:
    """For every open order (three more placed: one Needed with a negative projection, two Not
    needed), Available is the item's live total available, Demand 30 days the 30-day forecast,
    Projected their difference (negative with a minus sign) and Cover follows the reorder point;
    the forecast is read with forecast_demand for 30 days."""
    _seed_all(ctx)
    _reload(ctx)
    state = ctx.runtime_state
    for col in ("Available", "Demand 30 days", "Projected", "Cover"):
        ctx.expect({"expect_visible": {"column": col, "within": OPEN}})
    for po in _open(state):
        _expect_cover_row(ctx, po)
    calls = [c for c in ctx.tool_calls if c.kind == "tool" and c.name == "forecast_demand" and c.ok]
    for sku in {po["sku"] for po in _open(state)}:
        if not any(c.args.get("sku") == sku and c.args.get("days", 30) == 30 for c in calls):
            raise AssertionError(f"no 30-day forecast_demand call for {sku}; forecast calls: "
                                 f"{[c.args for c in calls]}")
    ctx.expect({"expect_tool_called": {"name": "get_stock_report_cached", "since": "load", "min": 0, "max": 0}})


def _bottle_order(ctx) -> dict:
    state = ctx.runtime_state
    mine = [po for po in _open(state) if po["sku"] == "SKU-1002"]
    return mine[0] if mine else _seed(ctx, "SKU-1002", 24, "WH-CMH")


def cover_boundary(ctx) -> None:
    """Insulated Bottle 750 ml (reorder point 100, 210 forecast) with two open orders: shops reserve
    stock until Projected is 101, then 100, then 99; Cover reads Not needed, Not needed, Needed on
    both rows (the other open order is not counted)."""
    first = _bottle_order(ctx)
    second = _seed(ctx, "SKU-1002", 48, "WH-RNO")
    state = ctx.runtime_state
    excess = _projected(state, "SKU-1002") - 101
    if excess < 0:
        raise AssertionError("Insulated Bottle 750 ml is already projected below 101; the check needs more stock")
    if excess:
        _reserve_behind(ctx, "SKU-1002", excess)
    for projected, cover in ((101, "Not needed"), (100, "Not needed"), (99, "Needed")):
        if projected != 101:
            _reserve_behind(ctx, "SKU-1002", 1)
        _reload(ctx)
        for po in (first, second):
            _cell(ctx, "Projected", po["id"], _exact(str(projected)))
            _cell(ctx, "Cover", po["id"], _exact(cover))


def spare_line(ctx) -> None:
    """Under the count line a second line counts the Not needed rows and sums their values:
    "N orders not needed, worth $X" for several, "1 order not needed, worth $Y" for one and "Every
    open order is needed" for none, as Not needed orders are cancelled elsewhere."""
    seeded = _seed_all(ctx)
    _reload(ctx)
    state = ctx.runtime_state
    spare = [po for po in _open(state) if _cover(state, po["sku"]) == "Not needed"]
    ctx.expect({"expect_text": {"regex": _line_regex(_spare_line(state)), "within": OPEN}},
               {"expect_order": {"texts": [_count_line(state), _spare_line(state), _open(state)[0]["id"]],
                                 "within": OPEN}})
    keep = seeded["SKU-1005"]
    for po in spare:
        if po["id"] != keep["id"]:
            _cancel_behind(ctx, po["id"])
    _reload(ctx)
    ctx.expect({"expect_text": {"regex": _line_regex("1 order not needed, worth $1,260.00"), "within": OPEN}},
               {"expect_text": {"regex": r"\d+ orders not needed", "absent": True}})
    _cancel_behind(ctx, keep["id"])
    _reload(ctx)
    ctx.expect({"expect_text": {"text": "Every open order is needed", "within": OPEN}},
               {"expect_text": {"regex": r"\d+ orders? not needed", "absent": True}})


def refresh_figures(ctx) -> None:
    """After the page has loaded a shop reserves 60 Ultralight Tarp 10 ft; Refresh reads the
    figures again: Available drops by 60, Projected follows and Cover turns Needed."""
    po = _seed(ctx, *TARP)
    _reload(ctx)
    _expect_cover_row(ctx, po)
    _reserve_behind(ctx, "SKU-1005", 60)
    ctx.expect({"click": {"control": "Refresh", "exact": True}})
    _expect_cover_row(ctx, po)
    if _cover(ctx.runtime_state, "SKU-1005") != "Needed":
        raise AssertionError("the check expected the tarp to become Needed")


# --- turn 3 ---------------------------------------------------------------------------------
def cancel_buttons(ctx) -> None:
    """With Needed and Not needed orders open, every Not needed row has its own Cancel order button
    and no Needed row has one."""
    _seed_all(ctx)
    _reload(ctx)
    state = ctx.runtime_state
    for po in _open(state):
        want = 1 if _cover(state, po["sku"]) == "Not needed" else 0
        ctx.expect({"expect_count": {"target": {"control": "Cancel order", "exact": True, "within": _row(po["id"])},
                                     "count": want}})


def _cancel(ctx, po: dict) -> int:
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Cancel order", "exact": True, "within": _row(po["id"])}})
    _wait_state(ctx, lambda s: _po(s, po["id"])["status"] == "cancelled",
                f"{po['id']} is not cancelled in the system after Cancel order")
    return start


def _read_back_after(ctx, start: int, po_id: str, write: str) -> None:
    """A successful read of the purchase orders after the write whose result holds the order."""
    def probe():
        calls = _calls(ctx, start)
        at = next((i for i, c in enumerate(calls) if c.name == write and c.ok), None)
        ok = at is not None and any(
            c.name == "list_purchase_orders" and c.ok
            and any(p.get("id") == po_id for p in (c.result or {}).get("purchase_orders", []))
            for c in calls[at + 1:])
        return ok, (f"{po_id} was not read back from the system after {write} (no list_purchase_orders "
                    f"holding it); calls: {_names(calls)}")

    ctx.until(probe)


def cancel_writes(ctx) -> None:
    """Cancel order on the Ultralight Tarp 10 ft row cancels exactly that order with one
    cancel_purchase_order call and no other write, then reads the order back from the system."""
    po = _seed_all(ctx)["SKU-1005"]
    _reload(ctx)
    start = _cancel(ctx, po)
    _read_back_after(ctx, start, po["id"], "cancel_purchase_order")
    writes = _writes(_calls(ctx, start))
    if [(c.name, c.args.get("po_id")) for c in writes] != [("cancel_purchase_order", po["id"])]:
        raise AssertionError(f"Cancel order should write one cancel_purchase_order for {po['id']}; writes: "
                             f"{[(c.name, c.args) for c in writes]}")


def _cancel_message(state, po: dict, status: str = "cancelled") -> str:
    return rf"{po['id']} is now {status}: {po['quantity']} {TIMES} {re.escape(_name(state, po['sku']))} off order"


def cancel_message(ctx) -> None:
    """After Cancel order on the Trail Headlamp 300 lm row the page shows "PO-… is now cancelled: 36 ×
    Trail Headlamp 300 lm off order"."""
    po = _seed_all(ctx)["SKU-1001"]
    _reload(ctx)
    _cancel(ctx, po)
    ctx.expect({"expect_text": {"regex": _cancel_message(ctx.runtime_state, po)}})


def cancel_rereads(ctx) -> None:
    """After Cancel order the page reads the open orders and figures again: the row leaves the table,
    the count line and the not-needed line follow."""
    po = _seed_all(ctx)["SKU-1005"]
    _reload(ctx)
    start = _cancel(ctx, po)

    def probe():
        calls = _calls(ctx, start)
        at = next((i for i, c in enumerate(calls) if c.name == "cancel_purchase_order" and c.ok), None)
        ok = at is not None and any(c.name == "list_purchase_orders" for c in calls[at + 1:])
        return ok, "the open orders were not read again after the cancellation"

    ctx.until(probe)
    _expect_rows(ctx)
    state = ctx.runtime_state
    ctx.expect({"expect_visible": {"column": "PO", "row": po["id"], "within": OPEN, "visible": False}},
               {"expect_text": {"regex": _line_regex(_spare_line(state)), "within": OPEN}})


def cancel_refusal(ctx) -> None:
    """After the page has loaded, another desk receives the Trail Headlamp order: its Cancel order
    shows "Not cancelled: PO-… is received" from the refused call and the re-read table drops it.
    Then another desk cancels the Ultralight Tarp order: its Cancel order shows "Not cancelled:
    PO-… is cancelled"."""
    seeded = _seed_all(ctx)
    _reload(ctx)
    lamp, tarp = seeded["SKU-1001"], seeded["SKU-1005"]
    ctx.expect({"expect_visible": {"control": "Cancel order", "exact": True, "within": _row(tarp["id"])}})
    _receive_behind(ctx, lamp)
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Cancel order", "exact": True, "within": _row(lamp["id"])}},
               {"expect_text": f"Not cancelled: {lamp['id']} is received"})
    if not any(c.name == "cancel_purchase_order" and not c.ok for c in _calls(ctx, start)):
        raise AssertionError("the refusal shown did not come from the system (no refused cancel_purchase_order)")
    ctx.expect({"expect_visible": {"column": "PO", "row": lamp["id"], "within": OPEN, "visible": False}})
    _cancel_behind(ctx, tarp["id"])
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Cancel order", "exact": True, "within": _row(tarp["id"])}},
               {"expect_text": f"Not cancelled: {tarp['id']} is cancelled"})
    if not any(c.name == "cancel_purchase_order" and not c.ok for c in _calls(ctx, start)):
        raise AssertionError("the refusal shown did not come from the system (no refused cancel_purchase_order)")
    _expect_rows(ctx)


# --- turn 4 ---------------------------------------------------------------------------------
def _next_day(d: str, days: int = 1) -> str:
    return (date.fromisoformat(d) + timedelta(days=days)).isoformat()


def fields_as_opened(ctx) -> None:
    """Review date holds 2026-03-02 and Price check from holds 2000 when the page opens."""
    ctx.expect({"expect_value": {"field": "Review date", "value": "2026-03-02"}})

    def probe():
        got = ctx.value({"field": "Price check from"})
        ok = re.fullmatch(r"\s*\$?\s*2,?000(\.0+)?\s*", got or "") is not None
        return ok, f"Price check from holds {got!r}; wanted 2000"

    ctx.until(probe)


def _set(ctx, review: str | None = None, price: str | None = None) -> None:
    if review is not None:
        ctx.expect({"fill": {"field": "Review date", "value": review}})
    if price is not None:
        ctx.expect({"fill": {"field": "Price check from", "value": price}})


def _flags(ctx, po_id: str, want: str) -> None:
    _cell(ctx, "Flags", po_id, rf"^\s*{re.escape(want)}\s*$" if want else r"^\s*$")


def flags_late(ctx) -> None:
    """With Price check from out of reach, an order expected on the review date is not Late, one
    expected the day before it is Late, one expected the day after is not; an empty Review date
    flags nothing Late."""
    seeded = _seed_all(ctx)
    _reload(ctx)
    tarp, lamp = seeded["SKU-1005"], seeded["SKU-1001"]  # expected 7 and 10 days out: different dates
    _set(ctx, price="99999999")
    _set(ctx, review=tarp["expected_at"])
    _flags(ctx, tarp["id"], "")
    _set(ctx, review=_next_day(tarp["expected_at"]))
    _flags(ctx, tarp["id"], "Late")
    if lamp["expected_at"] > _next_day(tarp["expected_at"]):
        _flags(ctx, lamp["id"], "")
    _set(ctx, review=_next_day(lamp["expected_at"]))
    _flags(ctx, tarp["id"], "Late")
    _flags(ctx, lamp["id"], "Late")
    _set(ctx, review=_next_day(tarp["expected_at"], -1))
    _flags(ctx, tarp["id"], "")
    _set(ctx, review="")
    for po in _open(ctx.runtime_state):
        _flags(ctx, po["id"], "")


def flags_high(ctx) -> None:
    """With the review date early, a Value at Price check from is High value, one cent of threshold
    above it is not, one below is; both flags read "Late, High value"; an empty Price check from
    flags nothing High value. As the page opens (2000) the $2,016.00 order is High value and the
    $1,260.00 one is not."""
    seeded = _seed_all(ctx)
    big = _seed(ctx, "SKU-1005", 48, "WH-RNO")  # $2,016.00
    _reload(ctx)
    tarp = seeded["SKU-1005"]  # $1,260.00
    _set(ctx, review="2026-01-01")
    _flags(ctx, big["id"], "High value")
    _flags(ctx, tarp["id"], "")
    for price, want in (("1260", "High value"), ("1261", ""), ("1259", "High value")):
        _set(ctx, price=price)
        _flags(ctx, tarp["id"], want)
    _set(ctx, review=_next_day(tarp["expected_at"]))
    _flags(ctx, tarp["id"], "Late, High value")
    _set(ctx, price="")
    _flags(ctx, tarp["id"], "Late")
    _flags(ctx, big["id"], "Late" if big["expected_at"] < _next_day(tarp["expected_at"]) else "")


def quote_buttons(ctx) -> None:
    """Only flagged rows have a Request quote button: at 2000 and an early review date only the
    $2,016.00 order has one; moving the review date past every expected date gives every row one."""
    _seed_all(ctx)
    big = _seed(ctx, "SKU-1005", 48, "WH-RNO")
    _reload(ctx)
    _set(ctx, review="2026-01-01")
    for po in _open(ctx.runtime_state):
        want = 1 if po["id"] == big["id"] or _value(ctx.runtime_state, po) >= 2000 else 0
        ctx.expect({"expect_count": {"target": {"control": "Request quote", "exact": True, "within": _row(po["id"])},
                                     "count": want}})
    _set(ctx, review="2027-01-01")
    for po in _open(ctx.runtime_state):
        ctx.expect({"expect_count": {"target": {"control": "Request quote", "exact": True, "within": _row(po["id"])},
                                     "count": 1}})


def _open_quote(ctx, po: dict) -> None:
    ctx.expect({"click": {"control": "Request quote", "exact": True, "within": _row(po["id"])}},
               {"expect_visible": {"field": "Quote quantity"}})


def quote_section(ctx) -> None:
    """Request quote on the Ultralight Tarp row (flagged Late) opens a section headed "Quote request"
    reading "PO-… · Ultralight Tarp 10 ft · Blue Ridge Gear Co", with Quote quantity holding 30 and a
    Send request button."""
    tarp = _seed_all(ctx)["SKU-1005"]
    _reload(ctx)
    _set(ctx, review=_next_day(tarp["expected_at"]))
    _open_quote(ctx, tarp)
    state = ctx.runtime_state
    line = rf"{tarp['id']}{SEP}{re.escape(_name(state, tarp['sku']))}{SEP}{re.escape(_supplier(state, tarp['sku']))}"
    ctx.expect({"expect_text": {"regex": line, "within": QUOTE}},
               {"expect_visible": {"field": "Quote quantity", "within": QUOTE}},
               {"expect_value": {"field": "Quote quantity", "value": str(tarp["quantity"])}},
               {"expect_visible": {"control": "Send request", "exact": True}})


def quote_guard(ctx) -> None:
    """For the tarp (case pack 6): 0, 5, 7, 100,002 and an empty field show "Enter a multiple of 6, at
    most 100,000" and disable Send request; 6, 12 and 99,996 enable it without the note; nothing is
    sent."""
    tarp = _seed_all(ctx)["SKU-1005"]
    _reload(ctx)
    _set(ctx, review=_next_day(tarp["expected_at"]))
    _open_quote(ctx, tarp)
    field = {"field": "Quote quantity"}
    send = {"control": "Send request", "exact": True}
    note = "Enter a multiple of 6, at most 100,000"
    for value, ok in (("0", False), ("6", True), ("5", False), ("7", False), ("12", True), ("99996", True),
                      ("100002", False), ("", False)):
        ctx.expect({"fill": {**field, "value": value}}, {"expect_enabled": {**send, "enabled": ok}})
        if value:  # an empty field keeps Send request disabled; whether the note shows then is free
            ctx.expect({"expect_text": {"text": note, "absent": ok}})
    ctx.expect({"expect_tool_called": {"name": "request_supplier_quote", "since": "load", "min": 0, "max": 0}})


def _send(ctx, qty: str | None) -> int:
    if qty is not None:
        ctx.expect({"fill": {"field": "Quote quantity", "value": qty}})
    before = len(ctx.runtime_state["quote_requests"])
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Send request", "exact": True}})
    _wait_state(ctx, lambda s: len(s["quote_requests"]) > before, "no quote request reached the system")
    return start


def quote_send(ctx) -> None:
    """Send request with 12 on the tarp row asks for exactly one quote (request_supplier_quote, SKU-1005,
    12), reads the quote requests back, and shows "Quote QR-… sent: 12 × Ultralight Tarp 10 ft to
    Blue Ridge Gear Co" with the system's number."""
    tarp = _seed_all(ctx)["SKU-1005"]
    _reload(ctx)
    _set(ctx, review=_next_day(tarp["expected_at"]))
    _open_quote(ctx, tarp)
    start = _send(ctx, "12")
    calls = _calls(ctx, start)
    writes = _writes(calls)
    got = [(c.name, c.args.get("sku"), c.args.get("quantity")) for c in writes]
    if got != [("request_supplier_quote", "SKU-1005", 12)] or not writes[0].ok:
        raise AssertionError(f"Send request should write one request_supplier_quote for SKU-1005, 12; writes: {got}")
    qid = writes[0].result["quote_request"]["id"]

    def probe():
        calls = _calls(ctx, start)
        at = next(i for i, c in enumerate(calls) if c.name == "request_supplier_quote")
        ok = any(c.name == "list_quote_requests" and c.ok and any(q.get("id") == qid for q in c.result["quote_requests"])
                 for c in calls[at + 1:])
        return ok, f"the quote requests were not read back after sending {qid}; calls: {_names(calls)}"

    ctx.until(probe)
    ctx.expect({"expect_text": {"regex": rf"Quote {qid} sent: 12 {TIMES} Ultralight Tarp 10 ft to Blue Ridge Gear Co"}})


def quote_as_opened(ctx) -> None:
    """Sending with Quote quantity untouched asks for the order's own quantity (18 for the Packable
    Rain Shell order, flagged High value at a 1000 threshold)."""
    rain = _seed_all(ctx)["SKU-1009"]
    _reload(ctx)
    _set(ctx, review="2026-01-01", price="1000")
    _open_quote(ctx, rain)
    start = _send(ctx, None)
    writes = _writes(_calls(ctx, start))
    got = [(c.name, c.args.get("sku"), c.args.get("quantity")) for c in writes]
    if got != [("request_supplier_quote", "SKU-1009", 18)]:
        raise AssertionError(f"Send request as opened should ask for 18 of SKU-1009; writes: {got}")


def _quote_line(state, q: dict) -> str:
    return (rf"{q['id']}{SEP}{re.escape(_name(state, q['sku']))}{SEP}{q['quantity']} units{SEP}"
            rf"{re.escape(state['suppliers'][q['supplier_id']]['name'])}")


def _expect_quotes(ctx) -> None:
    state = ctx.runtime_state
    quotes = list(reversed(state["quote_requests"]))
    ctx.expect({"expect_order": {"texts": [q["id"] for q in quotes], "within": QUOTES}})
    for q in quotes:
        ctx.expect({"expect_text": {"regex": _quote_line(state, q), "within": QUOTES}})


def quotes_list(ctx) -> None:
    """With two more quote requests sent from another desk, Quote requests lists every one, newest
    first, as "QR-… · Item · N units · Supplier"; after Send request the new one is listed first."""
    tarp = _seed_all(ctx)["SKU-1005"]
    ctx.behind_the_app("request_supplier_quote", {"sku": "SKU-1004", "quantity": 48})
    ctx.behind_the_app("request_supplier_quote", {"sku": "SKU-1008", "quantity": 20})
    _reload(ctx)
    _expect_quotes(ctx)
    _set(ctx, review=_next_day(tarp["expected_at"]))
    _open_quote(ctx, tarp)
    _send(ctx, "6")
    _expect_quotes(ctx)


# --- turn 5 ---------------------------------------------------------------------------------
def lookup_guard(ctx) -> None:
    """PO number accepts "PO-" and exactly four digits: empty, PO-409, PO-40961, po-4096 and PO 4096
    show "Enter a PO number like PO-4096" and disable Find and Cancel by number; PO-4096 and PO-0001
    enable both without the note; nothing is written."""
    find = {"control": "Find", "exact": True}
    bynum = {"control": "Cancel by number", "exact": True}
    note = "Enter a PO number like PO-4096"
    for value, ok in (("", False), ("PO-409", False), ("PO-4096", True), ("PO-40961", False), ("po-4096", False),
                      ("PO-0001", True), ("PO 4096", False)):
        ctx.expect({"fill": {"field": "PO number", "value": value}},
                   {"expect_enabled": {**find, "enabled": ok}}, {"expect_enabled": {**bynum, "enabled": ok}})
        if value:  # an empty field keeps both buttons disabled; whether the note shows then is free
            ctx.expect({"expect_text": {"text": note, "absent": ok}})
    ctx.expect({"expect_tool_called": {"name": "cancel_purchase_order", "since": "load", "min": 0, "max": 0}})


def _find(ctx, po_id: str) -> int:
    ctx.expect({"fill": {"field": "PO number", "value": po_id}})
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Find", "exact": True}},
               {"expect_tool_called": {"name": "list_purchase_orders", "ok": True}})
    return start


def find_orders(ctx) -> None:
    """Find shows each order whatever its status, read from the system: PO-4095 as "PO-4095 · Trekking
    Pole Pair · 40 units · Received", PO-4099 as "… · Cancelled", an open order as "… · Open", and
    "No purchase order PO-4321" for an unknown number."""
    state = ctx.runtime_state
    shown = ["PO-4095", "PO-4099"]
    opened = _open(state)
    if opened:
        shown.append(opened[0]["id"])
    for po_id in shown:
        po = _po(state, po_id)
        _find(ctx, po_id)
        line = (rf"{po_id}{SEP}{re.escape(_name(state, po['sku']))}{SEP}{po['quantity']} units{SEP}"
                rf"{po['status'].capitalize()}\b")
        ctx.expect({"expect_text": {"regex": line, "within": LOOKUP}})
    _find(ctx, "PO-4321")
    ctx.expect({"expect_text": {"text": "No purchase order PO-4321", "within": LOOKUP}})
    ctx.expect({"expect_tool_called": {"name": "cancel_purchase_order", "since": "load", "min": 0, "max": 0}})


def find_reads_live(ctx) -> None:
    """After the page has loaded another desk cancels an order; Find on it reads the system again
    and shows it as Cancelled."""
    po = _seed(ctx, *RAIN)
    _reload(ctx)
    _cancel_behind(ctx, po["id"])
    _find(ctx, po["id"])
    ctx.expect({"expect_text": {"regex": rf"{po['id']}{SEP}Packable Rain Shell \(L\){SEP}18 units{SEP}Cancelled\b",
                                "within": LOOKUP}})


def cancel_by_number(ctx) -> None:
    """Cancel by number on a Needed order (Packable Rain Shell, no Cancel order button) cancels
    exactly it, reads it back, shows "PO-… is now cancelled: 18 × Packable Rain Shell (L) off order"
    and reads the open orders again (the row leaves)."""
    rain = _seed_all(ctx)["SKU-1009"]
    _reload(ctx)
    ctx.expect({"fill": {"field": "PO number", "value": rain["id"]}})
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Cancel by number", "exact": True}})
    _wait_state(ctx, lambda s: _po(s, rain["id"])["status"] == "cancelled",
                f"{rain['id']} is not cancelled in the system after Cancel by number")
    _read_back_after(ctx, start, rain["id"], "cancel_purchase_order")
    writes = _writes(_calls(ctx, start))
    if [(c.name, c.args.get("po_id")) for c in writes] != [("cancel_purchase_order", rain["id"])]:
        raise AssertionError(f"Cancel by number should write one cancel_purchase_order for {rain['id']}; writes: "
                             f"{[(c.name, c.args) for c in writes]}")
    ctx.expect({"expect_text": {"regex": _cancel_message(ctx.runtime_state, rain)}})
    _expect_rows(ctx)
    ctx.expect({"expect_visible": {"column": "PO", "row": rain["id"], "within": OPEN, "visible": False}})


def cancel_by_number_refusals(ctx) -> None:
    """Cancel by number on PO-4095 (received), PO-4099 (cancelled) and PO-4321 (unknown) shows "Not
    cancelled: " with the system's message each time, from a refused cancel_purchase_order."""
    cases = (("PO-4095", "Not cancelled: PO-4095 is received"),
             ("PO-4099", "Not cancelled: PO-4099 is cancelled"),
             ("PO-4321", "Not cancelled: no purchase order 'PO-4321'"))
    for po_id, text in cases:
        ctx.expect({"fill": {"field": "PO number", "value": po_id}})
        start = len(ctx.tool_calls)
        ctx.expect({"click": {"control": "Cancel by number", "exact": True}}, {"expect_text": text})
        calls = _calls(ctx, start)
        if not any(c.name == "cancel_purchase_order" and not c.ok and c.args.get("po_id") == po_id for c in calls):
            raise AssertionError(f"the refusal for {po_id} did not come from a refused cancel_purchase_order; "
                                 f"calls: {[(c.name, c.args) for c in calls]}")
