"""Checks for the supplier quote and reorder desk that the vocabulary cannot state on its own.

Earlier turns raise purchase orders and ask for quotes, so what is on order differs from turn to
turn. These checks read ``ctx.runtime_state`` when they run and compute what the page must show.
The forecast follows the inventory tool's own model: a daily rate of the reorder point over 14,
rounded (Python's round, as the tool does), at least 1, times the number of days.

Checks marked isolated in task.yaml first bring their copy of the state into a known shape by
acting "behind the app" (another desk cancelling today's orders, a shop reserving stock, a stock
count), then reload. Checks that raise orders pick a row whose order is worth at most $1,000, so
that the same quantity is right before and after turn 3's budget (1000 when the page opens).
"""

from __future__ import annotations

import re

REORDER = {"section": "Reorder list"}
QUOTES = {"section": "Quote requests", "exact": True}
TODAY_S = {"section": "Ordered today"}
TIMES = "[×xX*]"
SEP = r"\s*[·•|,;:/–—-]?\s*"
TODAY = "2026-03-02"
MIN_CASES = {"SUP-ALP": 2, "SUP-BLU": 2, "SUP-CAS": 4}
DC_NAME = {"WH-RNO": "Reno DC", "WH-CMH": "Columbus DC"}
SOCKS, FILTER, SHELL, FUEL, POLES = "SKU-1004", "SKU-1006", "SKU-1009", "SKU-1003", "SKU-1007"
DEFAULT_BUDGET = 100_000  # cents: the budget field holds 1000 when the page opens (turn 3)


# --- reading the system ---------------------------------------------------------------------
def _item(state, sku: str) -> dict:
    return state["items"][sku]


def _name(state, sku: str) -> str:
    return _item(state, sku)["name"]


def _supplier(state, sku: str) -> str:
    return state["suppliers"][_item(state, sku)["supplier_id"]]["name"]


def _avail_at(state, sku: str, loc: str) -> int:
    lvl = _item(state, sku)["stock"].get(loc)
    return lvl["on_hand"] - lvl["reserved"] if lvl else 0


def _available(state, sku: str) -> int:
    return sum(s["on_hand"] - s["reserved"] for s in _item(state, sku)["stock"].values())


def _on_order(state, sku: str) -> int:
    return sum(po["quantity"] for po in state["purchase_orders"] if po["sku"] == sku and po["status"] == "open")


def _daily(state, sku: str) -> int:
    return max(1, round(_item(state, sku)["reorder_point"] / 14))


def _demand(state, sku: str, cover: int) -> int:
    return _daily(state, sku) * cover


def _below(state) -> list[str]:
    return sorted(sku for sku in state["items"] if _available(state, sku) < _item(state, sku)["reorder_point"])


def _cents(state, sku: str) -> int:
    return round(_item(state, sku)["unit_cost"] * 100)


def _money(cents: int) -> str:
    return f"${cents / 100:,.2f}"


def _plan(state, sku: str, cover: int, budget: int | None = None) -> dict:
    """What the Reorder list row shows: kind covered | qty | cut | over, the quantity and its value in
    cents. ``budget`` in cents, None before turn 3."""
    it = _item(state, sku)
    shortfall = _demand(state, sku, cover) - _available(state, sku) - _on_order(state, sku)
    if shortfall <= 0:
        return {"kind": "covered", "qty": 0, "value": 0}
    pack = it["case_pack"]
    low = MIN_CASES[it["supplier_id"]]
    cases = max(-(-shortfall // pack), low)
    case_cents = _cents(state, sku) * pack
    if budget is None or cases * case_cents <= budget:
        return {"kind": "qty", "qty": cases * pack, "value": cases * case_cents}
    cut = budget // case_cents
    if cut < low:
        return {"kind": "over", "qty": 0, "value": 0}
    return {"kind": "cut", "qty": cut * pack, "value": cut * case_cents}


def _qty_regex(plan: dict) -> str:
    if plan["kind"] == "covered":
        return r"^\s*Covered\s*$"
    if plan["kind"] == "over":
        return r"^\s*Over budget\s*$"
    if plan["kind"] == "cut":
        return rf"^\s*{plan['qty']}\s*\(cut to budget\)\s*$"
    return rf"^\s*{plan['qty']}(\s*units?)?\s*$"


def _value_regex(plan: dict) -> str:
    if plan["kind"] in ("covered", "over"):
        return r"^\s*[-–—]?\s*$"
    return rf"^\s*{re.escape(_money(plan['value']))}\s*$"


def _deliver_to(state, sku: str) -> str:
    return "WH-RNO" if _avail_at(state, sku, "WH-RNO") <= _avail_at(state, sku, "WH-CMH") else "WH-CMH"


def _count_line(state, cover: int, budget: int | None = None) -> str:
    rows = _below(state)
    to_order = sum(1 for sku in rows if _plan(state, sku, cover, budget)["kind"] in ("qty", "cut"))
    return f"{len(rows)} below reorder point, {to_order} to order"


def _today(state) -> list[dict]:
    return sorted((po for po in state["purchase_orders"]
                   if po["status"] == "open" and po["created_at"].startswith(TODAY)),
                  key=lambda po: int(po["id"].split("-")[1]))


def _po(state, po_id: str) -> dict:
    return next(po for po in state["purchase_orders"] if po["id"] == po_id)


def _po_cents(state, po: dict) -> int:
    return po["quantity"] * _cents(state, po["sku"])


def _orders(n: int) -> str:
    return f"{n} {'order' if n == 1 else 'orders'}"


def _calls(ctx, start: int = 0) -> list:
    return [c for c in ctx.tool_calls[start:] if c.kind == "tool"]


def _writes(calls) -> list:
    return [c for c in calls if c.mode == "write"]


def _names(calls) -> list:
    return [c.name for c in calls]


# --- acting behind the app ------------------------------------------------------------------
def _token(ctx, sku: str) -> str:
    return ctx.behind_the_app("get_item", {"sku": sku})["evidence_token"]


def _reset(ctx, *skus: str) -> None:
    """Another desk cancels every open order placed today for these items, so that their figures
    are the fixture's again (nothing in this task receives stock)."""
    for po in _today(ctx.runtime_state):
        if po["sku"] in skus:
            ctx.behind_the_app("cancel_purchase_order", {"po_id": po["id"]})


def _reserve_behind(ctx, sku: str, loc: str, qty: int) -> None:
    ctx.behind_the_app("reserve_stock", {"sku": sku, "location": loc, "quantity": qty, "reference": "SHOP-HOLD"})


def _count_behind(ctx, sku: str, loc: str, on_hand: int) -> None:
    ctx.behind_the_app("adjust_stock", {"sku": sku, "location": loc, "counted_quantity": on_hand,
                                        "reason": "cycle_count", "evidence_token": _token(ctx, sku)})


def _order_behind(ctx, sku: str, qty: int, dock: str) -> dict:
    return ctx.behind_the_app("create_purchase_order", {"sku": sku, "quantity": qty, "deliver_to": dock,
                                                        "evidence_token": _token(ctx, sku)})["purchase_order"]


def _poles_to(ctx, available: int) -> None:
    """Shops reserve Trekking Pole Pair units (reorder point 24), from the locations with the most
    available first, until the item's total available is ``available``."""
    left = _available(ctx.runtime_state, POLES) - available
    if left < 0:
        raise AssertionError(f"Trekking Pole Pair has fewer than {available} available; the check needs more")
    levels = sorted(_item(ctx.runtime_state, POLES)["stock"].items(),
                    key=lambda kv: kv[1]["on_hand"] - kv[1]["reserved"], reverse=True)
    for loc, lvl in levels:
        take = min(left, lvl["on_hand"] - lvl["reserved"])
        if take > 0:
            _reserve_behind(ctx, POLES, loc, take)
            left -= take


# --- reading the page -----------------------------------------------------------------------
def _reload(ctx) -> None:
    ctx.expect({"open": "/"})


def _row(sku: str) -> dict:
    return {"item": sku, "within": REORDER}


def _cell(ctx, col: str, sku: str, regex: str) -> None:
    ctx.expect({"expect_text": {"regex": regex, "within": {"column": col, "row": sku, "within": REORDER}}})


def _exact(value: str) -> str:
    return rf"^\s*{re.escape(value)}\s*$"


def _set_cover(ctx, days) -> None:
    ctx.expect({"fill": {"field": "Cover days", "value": str(days)}})


def _set_budget(ctx, dollars: str) -> None:
    ctx.expect({"fill": {"field": "Budget per order", "value": dollars}})


def _wait_state(ctx, test, what: str) -> None:
    def probe():
        return (True, "") if test(ctx.runtime_state) else (False, what)

    ctx.until(probe)


def _in_order(ctx, target: dict, regexes: list[str], what: str) -> None:
    """Every regex matches the target's visible text, each after the one before."""
    def probe():
        text = ctx.text(target)
        at = 0
        for rx in regexes:
            m = re.compile(rx).search(text, at)
            if not m:
                return False, f"{what}: {rx!r} not found (in order) in {text[:600]!r}"
            at = m.end()
        return True, ""

    ctx.until(probe)


def _expect_rows(ctx, cover: int, budget: int | None = None, skip_dear: bool = False) -> None:
    """The Reorder list lists exactly the items below their reorder point in SKU order, each row's
    Available, On order, Demand and Order qty following the system and the buying rules.
    ``skip_dear``: leave out the Order qty of rows whose order is worth more than $1,000 (their cell
    depends on the budget that turn 3 adds)."""
    state = ctx.runtime_state
    rows = _below(state)
    ctx.expect({"expect_list": {"target": {"column": "SKU", "within": REORDER}, "texts": rows}})
    for sku in rows:
        _cell(ctx, "Available", sku, _exact(str(_available(state, sku))))
        _cell(ctx, "On order", sku, _exact(str(_on_order(state, sku))))
        _cell(ctx, "Demand", sku, _exact(str(_demand(state, sku, cover))))
        plan = _plan(state, sku, cover, budget)
        if skip_dear and plan["kind"] == "qty" and plan["value"] > DEFAULT_BUDGET:
            continue
        _cell(ctx, "Order qty", sku, _qty_regex(plan))


def _scenario(state, prefer=(SOCKS, FILTER, POLES, SHELL, FUEL)) -> tuple[str, int, dict]:
    """A listed row and a Cover days at which it has an order worth at most $1,000."""
    below = _below(state)
    for sku in prefer:
        if sku not in below:
            continue
        for cover in [21] + list(range(22, 91)) + list(range(20, 0, -1)):
            plan = _plan(state, sku, cover)
            if plan["kind"] == "qty" and plan["value"] <= DEFAULT_BUDGET:
                return sku, cover, plan
    raise AssertionError("no listed item has an order worth at most $1,000 at any Cover days; the check needs one")


def _expect_token_before(calls, create, sku: str) -> None:
    """The evidence token sent with ``create`` comes from a successful get_item of the item read
    after the click and with no write in between."""
    at = calls.index(create)
    prev = None
    for c in reversed(calls[:at]):
        if c.mode == "write":
            break
        if c.name == "get_item" and c.args.get("sku") == sku and c.ok:
            prev = c
            break
    if prev is None:
        raise AssertionError(f"no get_item for {sku} right before create_purchase_order; calls: {_names(calls)}")
    if create.args.get("evidence_token") != prev.result.get("evidence_token"):
        raise AssertionError("create_purchase_order did not carry the evidence token of the read right before it")


def _read_back_after(ctx, start: int, write: str, ids: list[str], what: str) -> None:
    """A successful list_purchase_orders after the last ``write`` whose result holds every id."""
    def probe():
        calls = _calls(ctx, start)
        at = max((i for i, c in enumerate(calls) if c.name == write and c.ok), default=None)
        ok = at is not None and any(
            c.name == "list_purchase_orders" and c.ok
            and all(any(p.get("id") == i for p in (c.result or {}).get("purchase_orders", [])) for i in ids)
            for c in calls[at + 1:])
        return ok, f"{what}: {', '.join(ids)} not read back with list_purchase_orders after {write}; calls: {_names(calls)}"

    ctx.until(probe)


def _called_after(ctx, start: int, write: str, reads: tuple[str, ...], what: str) -> None:
    def probe():
        calls = _calls(ctx, start)
        at = max((i for i, c in enumerate(calls) if c.name == write), default=None)
        ok = at is not None and any(c.name in reads and c.ok for c in calls[at + 1:])
        return ok, f"{what}: no {' or '.join(reads)} after {write}; calls: {_names(calls)}"

    ctx.until(probe)


def _raise(ctx, sku: str, n_orders: int = 1) -> int:
    """Click Raise PO on the row; wait until n orders more reached the system."""
    before = len(ctx.runtime_state["purchase_orders"])
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Raise PO", "exact": True, "within": _row(sku)}})
    _wait_state(ctx, lambda s: len(s["purchase_orders"]) >= before + n_orders,
                f"Raise PO on {sku} did not place {n_orders} purchase order(s) in the system")
    return start


def _created(ctx, start: int) -> list:
    return [c for c in _calls(ctx, start) if c.name == "create_purchase_order"]


# --- turn 1 ---------------------------------------------------------------------------------
def reorder_rows(ctx) -> None:
    """As the page opens, Reorder list lists exactly the items below their reorder point by the live
    figures (Camp Stove Fuel 230 g, Merino Hiking Socks (M), Water Filter Cartridge, Packable Rain
    Shell (L) in the fixture; the nightly report would drop the rain shell), in SKU order, with the
    item's name, supplier's name, Available and On order under the named columns."""
    state = ctx.runtime_state
    ctx.expect({"expect_tool_called": {"name": "list_items", "since": "load", "ok": True}},
               *[{"expect_visible": {"column": col, "within": REORDER}}
                 for col in ("SKU", "Item", "Supplier", "Available", "On order", "Demand", "Order qty")])
    rows = _below(state)
    ctx.expect({"expect_list": {"target": {"column": "SKU", "within": REORDER}, "texts": rows}})
    for sku in rows:
        _cell(ctx, "Item", sku, _exact(_name(state, sku)))
        _cell(ctx, "Supplier", sku, _exact(_supplier(state, sku)))
        _cell(ctx, "Available", sku, _exact(str(_available(state, sku))))
        _cell(ctx, "On order", sku, _exact(str(_on_order(state, sku))))
    for sku in state["items"]:
        if sku not in rows:
            ctx.expect({"expect_visible": {"column": "SKU", "row": sku, "within": REORDER, "visible": False}})
    ctx.expect({"expect_tool_called": {"name": "get_stock_report_cached", "since": "load", "min": 0, "max": 0}})


def list_follows_stock(ctx) -> None:
    """A shop reserves Trekking Pole Pair (reorder point 24) down to exactly 24 available: not listed;
    one more unit (23): listed, between Water Filter Cartridge and Packable Rain Shell (L), with
    Available 23."""
    _poles_to(ctx, 24)
    _reload(ctx)
    ctx.expect({"expect_visible": {"column": "SKU", "row": POLES, "within": REORDER, "visible": False}})
    _poles_to(ctx, 23)
    _reload(ctx)
    rows = _below(ctx.runtime_state)
    ctx.expect({"expect_list": {"target": {"column": "SKU", "within": REORDER}, "texts": rows}})
    _cell(ctx, "Available", POLES, _exact("23"))
    _cell(ctx, "Item", POLES, _exact("Trekking Pole Pair"))
    _cell(ctx, "Supplier", POLES, _exact("Blue Ridge Gear Co"))


def demand_21(ctx) -> None:
    """As the page opens (Cover days 21), every row's Demand is the forecast for 21 days (231, 84, 63
    and 84 in the fixture), read with forecast_demand for that item and 21 days."""
    state = ctx.runtime_state
    rows = _below(state)
    for sku in rows:
        _cell(ctx, "Demand", sku, _exact(str(_demand(state, sku, 21))))
        ctx.expect({"expect_tool_called": {"name": "forecast_demand", "args": {"sku": sku, "days": 21},
                                           "since": "load", "ok": True}})


def order_qty_21(ctx) -> None:
    """As the page opens (Cover days 21), every row's Order qty follows the buying rules from the live
    figures (fixture: Covered, 48, 50, 72)."""
    state = ctx.runtime_state
    for sku in _below(state):
        _cell(ctx, "Order qty", sku, _qty_regex(_plan(state, sku, 21)))


def order_qty_rules(ctx) -> None:
    """With today's orders for the socks and the filter cancelled elsewhere: at 27 days the socks'
    shortfall 62 is rounded up to 72 (6 packs of 12); at 21 days the filter's 45 becomes 50; at 6
    days the filter's shortfall is exactly 0 and reads Covered, at 7 days 3 becomes 20 (the minimum of
    2 packs); at 11 days the socks' shortfall is -2 (Covered)."""
    _reset(ctx, SOCKS, FILTER)
    _reload(ctx)
    state = ctx.runtime_state
    if _plan(state, SOCKS, 27)["qty"] != 72 or _plan(state, FILTER, 6)["kind"] != "covered":
        raise AssertionError("the check expected the fixture's stock for the socks and the filter")
    for cover, wanted in ((27, {SOCKS: r"^\s*72(\s*units?)?\s*$"}),
                          (21, {FILTER: r"^\s*50(\s*units?)?\s*$"}),
                          (6, {FILTER: r"^\s*Covered\s*$"}),
                          (7, {FILTER: r"^\s*20(\s*units?)?\s*$"}),
                          (11, {SOCKS: r"^\s*Covered\s*$"})):
        _set_cover(ctx, cover)
        for sku, rx in wanted.items():
            _cell(ctx, "Demand", sku, _exact(str(_demand(state, sku, cover))))
            _cell(ctx, "Order qty", sku, rx)


def minimum_orders(ctx) -> None:
    """At 12 Cover days, with today's socks orders cancelled and Trekking Pole Pair reserved down to
    23: the socks' shortfall 2 becomes 48 (Cascade Textiles, 4 packs of 12), the poles' 1 becomes 8
    (Blue Ridge Gear Co, 2 packs of 4); at 7 days the filter's 3 becomes 20 (Alpine Outfitters
    Supply, 2 packs of 10); at 16 days the poles' 9 becomes 12 (3 packs, above the minimum)."""
    _reset(ctx, SOCKS, FILTER)
    _poles_to(ctx, 23)
    _reload(ctx)
    _set_cover(ctx, 12)
    _cell(ctx, "Order qty", SOCKS, r"^\s*48(\s*units?)?\s*$")
    _cell(ctx, "Order qty", POLES, r"^\s*8(\s*units?)?\s*$")
    _set_cover(ctx, 7)
    _cell(ctx, "Order qty", FILTER, r"^\s*20(\s*units?)?\s*$")
    _set_cover(ctx, 16)
    _cell(ctx, "Order qty", POLES, r"^\s*12(\s*units?)?\s*$")


def count_line(ctx) -> None:
    """Above the table the line reads "4 below reorder point, 3 to order" in the fixture (Covered rows
    not counted as to order) and follows Cover days: at 6 days "4 below reorder point, 1 to order"."""
    state = ctx.runtime_state
    first = _below(state)[0]
    for cover in (21, 6):
        if cover != 21:
            _set_cover(ctx, cover)
        line = _count_line(state, cover)
        ctx.expect({"expect_text": {"regex": rf"(?<![0-9]){re.escape(line)}", "within": REORDER}},
                   {"expect_order": {"texts": [line, first], "within": REORDER}})


def cover_change(ctx) -> None:
    """Typing 14 into Cover days reads the 14-day forecast (forecast_demand, 14 days) and every row's
    Demand and Order qty follow at once; back at 21 the first figures return."""
    state = ctx.runtime_state
    start = len(ctx.tool_calls)
    _set_cover(ctx, 14)
    _expect_rows(ctx, 14, skip_dear=True)
    calls = [c for c in _calls(ctx, start) if c.name == "forecast_demand" and c.ok]
    for sku in _below(state):
        if not any(c.args.get("sku") == sku and c.args.get("days") == 14 for c in calls):
            raise AssertionError(f"no 14-day forecast_demand for {sku} after Cover days changed; calls: "
                                 f"{[c.args for c in calls]}")
    _set_cover(ctx, 21)
    _expect_rows(ctx, 21, skip_dear=True)


def cover_guard(ctx) -> None:
    """0, 91, 2.5 and an empty Cover days show "Cover days must be 1 to 90" instead of the table and the
    line above it (no forecast is asked for 91 days); 1 and 90 show the table with 1-day and 90-day
    Demand."""
    state = ctx.runtime_state
    note = "Cover days must be 1 to 90"
    first = _below(state)[0]
    for value, ok in (("0", False), ("1", True), ("91", False), ("90", True), ("2.5", False), ("", False)):
        _set_cover(ctx, value)
        if ok:
            ctx.expect({"expect_text": {"text": note, "absent": True}},
                       {"expect_visible": {"column": "SKU", "row": first, "within": REORDER}},
                       {"expect_text": {"regex": r"below reorder point", "within": REORDER}})
            _cell(ctx, "Demand", first, _exact(str(_demand(state, first, int(value)))))
        else:
            ctx.expect({"expect_text": {"text": note}},
                       {"expect_visible": {"column": "SKU", "within": REORDER, "visible": False}},
                       {"expect_text": {"regex": r"below reorder point", "absent": True}})
    if any(c.name == "forecast_demand" and (c.args.get("days") or 0) > 90 for c in _calls(ctx)):
        raise AssertionError("a forecast was asked for more than 90 days")


def refresh_reads(ctx) -> None:
    """After the page has loaded a shop reserves 2 Packable Rain Shell (L) at Reno DC and another desk
    cancels today's socks orders; Refresh reads the stock (list_items) and the forecasts
    (forecast_demand) again and the rows follow (rain shell Available 10)."""
    ctx.expect({"expect_visible": {"column": "SKU", "row": SHELL, "within": REORDER}})
    _reserve_behind(ctx, SHELL, "WH-RNO", 2)
    _reset(ctx, SOCKS)
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Refresh", "exact": True}},
               {"expect_tool_called": {"name": "list_items", "ok": True}})
    state = ctx.runtime_state
    for sku in _below(state):
        _cell(ctx, "Available", sku, _exact(str(_available(state, sku))))
        _cell(ctx, "On order", sku, _exact(str(_on_order(state, sku))))
    _cell(ctx, "Available", SHELL, _exact(str(_available(state, SHELL))))
    if not any(c.name == "forecast_demand" and c.ok for c in _calls(ctx, start)):
        raise AssertionError(f"Refresh did not read the forecasts again; calls: {_names(_calls(ctx, start))}")


# --- turn 2 ---------------------------------------------------------------------------------
def deliver_to_column(ctx) -> None:
    """Every row's Deliver to names the distribution centre with fewer units of the item available
    (Columbus DC for every listed item in the fixture), and the column comes after Order qty."""
    state = ctx.runtime_state
    ctx.expect({"expect_visible": {"column": "Deliver to", "within": REORDER}},
               {"expect_order": {"texts": ["Order qty", "Deliver to"], "within": REORDER}})
    for sku in _below(state):
        _cell(ctx, "Deliver to", sku, _exact(DC_NAME[_deliver_to(state, sku)]))


def deliver_to_tie(ctx) -> None:
    """Counting Water Filter Cartridge at Reno DC: 4 (the same as Columbus DC) gives Reno DC, 3 gives
    Reno DC, 5 gives Columbus DC; after a count of 6 at Columbus DC (Reno 5) it is Reno DC again."""
    for rno, want in ((4, "Reno DC"), (3, "Reno DC"), (5, "Columbus DC")):
        _count_behind(ctx, FILTER, "WH-RNO", rno)
        _reload(ctx)
        _cell(ctx, "Deliver to", FILTER, _exact(want))
    _count_behind(ctx, FILTER, "WH-CMH", 6)
    _reload(ctx)
    _cell(ctx, "Deliver to", FILTER, _exact("Reno DC"))


def row_buttons(ctx) -> None:
    """Every row that is not Covered has one Request quote and one Raise PO button; Covered rows
    (Camp Stove Fuel 230 g) have neither; at 6 Cover days the filter turns Covered and loses both."""
    _reset(ctx, FILTER)
    _reload(ctx)
    for cover in (21, 6):
        if cover != 21:
            _set_cover(ctx, cover)
        state = ctx.runtime_state
        for sku in _below(state):
            want = 0 if _plan(state, sku, cover)["kind"] == "covered" else 1
            for control in ("Request quote", "Raise PO"):
                ctx.expect({"expect_count": {"target": {"control": control, "exact": True, "within": _row(sku)},
                                             "count": want}})


def _quote(ctx) -> tuple[int, str, int, dict]:
    state = ctx.runtime_state
    sku, cover, plan = _scenario(state)
    if cover != 21:
        _set_cover(ctx, cover)
    _cell(ctx, "Order qty", sku, _qty_regex(plan))
    before = len(state["quote_requests"])
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Request quote", "exact": True, "within": _row(sku)}})
    _wait_state(ctx, lambda s: len(s["quote_requests"]) > before, f"Request quote on {sku} reached no supplier")
    return start, sku, plan["qty"], plan


def quote_write(ctx) -> None:
    """Request quote on the Merino Hiking Socks (M) row (48 at 21 days in the fixture) asks the
    supplier for exactly that: one request_supplier_quote (SKU-1004, 48) and no other write, then
    reads the quote requests back (list_quote_requests holding the new request)."""
    start, sku, qty, _ = _quote(ctx)
    writes = _writes(_calls(ctx, start))
    got = [(c.name, c.args.get("sku"), c.args.get("quantity")) for c in writes]
    if got != [("request_supplier_quote", sku, qty)] or not writes[0].ok:
        raise AssertionError(f"Request quote should write one request_supplier_quote for {sku}, {qty}; writes: {got}")
    qid = writes[0].result["quote_request"]["id"]

    def probe():
        calls = _calls(ctx, start)
        at = next(i for i, c in enumerate(calls) if c.name == "request_supplier_quote")
        ok = any(c.name == "list_quote_requests" and c.ok
                 and any(q.get("id") == qid for q in (c.result or {}).get("quote_requests", []))
                 for c in calls[at + 1:])
        return ok, f"the quote requests were not read back after asking for {qid}; calls: {_names(calls)}"

    ctx.until(probe)


def quote_message(ctx) -> None:
    """After Request quote the page shows "Quote QR-… requested: 48 × Merino Hiking Socks (M) from
    Cascade Textiles" with the system's quote number."""
    start, sku, qty, _ = _quote(ctx)
    state = ctx.runtime_state
    qid = state["quote_requests"][-1]["id"]
    ctx.expect({"expect_text": {"regex": rf"Quote {qid} requested: {qty} {TIMES} "
                                         rf"{re.escape(_name(state, sku))} from {re.escape(_supplier(state, sku))}"}})


def _quote_line(state, q: dict) -> str:
    return (rf"{q['id']}: {q['quantity']} {TIMES} {re.escape(_name(state, q['sku']))} "
            rf"\({re.escape(state['suppliers'][q['supplier_id']]['name'])}\)")


def quotes_list(ctx) -> None:
    """Quote requests lists every quote request in the system, newest first, each written like
    "QR-301: 40 × Trekking Pole Pair (Blue Ridge Gear Co)"; after Request quote the new request is
    read again and listed first."""
    state = ctx.runtime_state
    qs = list(reversed(state["quote_requests"]))
    _in_order(ctx, QUOTES, [_quote_line(state, q) for q in qs], "Quote requests")
    _quote(ctx)
    state = ctx.runtime_state
    qs = list(reversed(state["quote_requests"]))
    _in_order(ctx, QUOTES, [_quote_line(state, q) for q in qs], "Quote requests after a request")


def po_write(ctx) -> None:
    """Raise PO on the Merino Hiking Socks (M) row (48 at 21 days, Columbus DC in the fixture) reads the
    item right before and places exactly one order: create_purchase_order (SKU-1004, 48, WH-CMH)
    with the evidence token of that read."""
    state = ctx.runtime_state
    sku, cover, plan = _scenario(state)
    dock = _deliver_to(state, sku)
    if cover != 21:
        _set_cover(ctx, cover)
    _cell(ctx, "Order qty", sku, _qty_regex(plan))
    start = _raise(ctx, sku)
    calls = _calls(ctx, start)
    writes = _writes(calls)
    got = [(c.name, c.args.get("sku"), c.args.get("quantity"), c.args.get("deliver_to")) for c in writes]
    if got != [("create_purchase_order", sku, plan["qty"], dock)] or not writes[0].ok:
        raise AssertionError(f"Raise PO should write one create_purchase_order for {sku}, {plan['qty']}, {dock}; "
                             f"writes: {got}")
    _expect_token_before(calls, writes[0], sku)


def po_readback(ctx) -> None:
    """After Raise PO the page reads the item's purchase orders back from the system
    (list_purchase_orders holding the new order)."""
    sku, cover, _ = _scenario(ctx.runtime_state)
    if cover != 21:
        _set_cover(ctx, cover)
    start = _raise(ctx, sku)
    po_id = _created(ctx, start)[0].result["purchase_order"]["id"]
    _read_back_after(ctx, start, "create_purchase_order", [po_id], "Raise PO")


def po_message(ctx) -> None:
    """After Raise PO the page shows "PO-… raised: 48 × Merino Hiking Socks (M) to Columbus DC, due
    2026-03-16" with the order number and expected date the system gives."""
    sku, cover, plan = _scenario(ctx.runtime_state)
    if cover != 21:
        _set_cover(ctx, cover)
    start = _raise(ctx, sku)
    state = ctx.runtime_state
    po = _po(state, _created(ctx, start)[0].result["purchase_order"]["id"])
    ctx.expect({"expect_text": {"regex": rf"{po['id']} raised: {po['quantity']} {TIMES} {re.escape(_name(state, sku))} "
                                         rf"to {DC_NAME[po['deliver_to']]}, due {po['expected_at']}"}})


def po_rereads(ctx) -> None:
    """After Raise PO the Reorder list is read again: the row's On order grows by the order and its
    Order qty follows (the socks turn Covered at 21 days in the fixture)."""
    sku, cover, _ = _scenario(ctx.runtime_state)
    if cover != 21:
        _set_cover(ctx, cover)
    start = _raise(ctx, sku)
    _called_after(ctx, start, "create_purchase_order", ("list_items",), "Raise PO")
    state = ctx.runtime_state
    _cell(ctx, "On order", sku, _exact(str(_on_order(state, sku))))
    _cell(ctx, "Order qty", sku, _qty_regex(_plan(state, sku, cover)))


# --- turn 3 ---------------------------------------------------------------------------------
def budget_default(ctx) -> None:
    """Budget per order holds 1000 when the page opens."""
    def probe():
        got = ctx.value({"field": "Budget per order"})
        ok = re.fullmatch(r"\s*\$?\s*1,?000(\.0+)?\s*", got or "") is not None
        return ok, f"Budget per order holds {got!r}; wanted 1000"

    ctx.until(probe)


def value_column(ctx) -> None:
    """With today's orders cancelled elsewhere, Value is Order qty times the unit cost in dollars
    with two decimals ($470.40 for 48 socks, $780.00 for 50 filters), empty for Covered rows (Camp
    Stove Fuel 230 g) and Over budget rows (Packable Rain Shell (L), $4,176.00 > $1,000)."""
    _reset(ctx, SOCKS, FILTER, SHELL, FUEL)
    _reload(ctx)
    state = ctx.runtime_state
    ctx.expect({"expect_visible": {"column": "Value", "within": REORDER}})
    for sku in _below(state):
        _cell(ctx, "Value", sku, _value_regex(_plan(state, sku, 21, DEFAULT_BUDGET)))
    _cell(ctx, "Value", SOCKS, _exact("$470.40"))
    _cell(ctx, "Value", FILTER, _exact("$780.00"))


def order_qty_budget(ctx) -> None:
    """As the page opens (21 days, budget 1000) every row's Order qty follows the buying rules with
    the budget: orders within $1,000 unchanged, dearer ones cut to whole packs within it or Over
    budget below the supplier's minimum (the rain shell: 2 packs of 6 at $58.00 fit, the minimum is
    4)."""
    state = ctx.runtime_state
    for sku in _below(state):
        _cell(ctx, "Order qty", sku, _qty_regex(_plan(state, sku, 21, DEFAULT_BUDGET)))
    _set_cover(ctx, 30)
    for sku in _below(state):
        _cell(ctx, "Order qty", sku, _qty_regex(_plan(state, sku, 30, DEFAULT_BUDGET)))
        _cell(ctx, "Value", sku, _value_regex(_plan(state, sku, 30, DEFAULT_BUDGET)))


def cut_boundary(ctx) -> None:
    """Water Filter Cartridge at 21 days (50, $780.00, packs of 10 at $15.60): budget 780 keeps 50
    and $780.00 (at the budget is within it); 779.99 cuts to "40 (cut to budget)" and $624.00; 700
    also 40; 624 keeps 40, 623.99 cuts to "30 (cut to budget)" and $468.00."""
    _reset(ctx, FILTER)
    _reload(ctx)
    for budget, qty_rx, value in (("780", r"^\s*50(\s*units?)?\s*$", "$780.00"),
                                  ("779.99", r"^\s*40\s*\(cut to budget\)\s*$", "$624.00"),
                                  ("700", r"^\s*40\s*\(cut to budget\)\s*$", "$624.00"),
                                  ("624", r"^\s*40\s*\(cut to budget\)\s*$", "$624.00"),
                                  ("623.99", r"^\s*30\s*\(cut to budget\)\s*$", "$468.00")):
        _set_budget(ctx, budget)
        _cell(ctx, "Order qty", FILTER, qty_rx)
        _cell(ctx, "Value", FILTER, _exact(value))


def over_budget(ctx) -> None:
    """Packable Rain Shell (L) at 21 days (72, $4,176.00; minimum 4 packs of 6 = $1,392.00): budget
    1392 cuts to "24 (cut to budget)" ($1,392.00) with both buttons; 1391.99 reads "Over budget" with
    an empty Value, no Request quote or Raise PO, and the line above the table stops counting it."""
    _reset(ctx, SHELL)
    _reload(ctx)
    state = ctx.runtime_state
    for budget, cents in (("1392", 139_200), ("1391.99", 139_199)):
        _set_budget(ctx, budget)
        plan = _plan(state, SHELL, 21, cents)
        _cell(ctx, "Order qty", SHELL, _qty_regex(plan))
        _cell(ctx, "Value", SHELL, _value_regex(plan))
        want = 1 if plan["kind"] == "cut" else 0
        for control in ("Request quote", "Raise PO"):
            ctx.expect({"expect_count": {"target": {"control": control, "exact": True, "within": _row(SHELL)},
                                         "count": want}})
        line = _count_line(state, 21, cents)
        ctx.expect({"expect_text": {"regex": rf"(?<![0-9]){re.escape(line)}", "within": REORDER}})
    if _plan(state, SHELL, 21, 139_200)["kind"] != "cut" or _plan(state, SHELL, 21, 139_199)["kind"] != "over":
        raise AssertionError("the check expected the fixture's stock for the rain shell")


def count_line_budget(ctx) -> None:
    """As the page opens the line above the table counts Over budget rows as not to order (fixture
    after turn 2: "4 below reorder point, 1 to order"); at budget 5000 the rain shell counts again."""
    state = ctx.runtime_state
    first = _below(state)[0]
    for budget, cents in ((None, DEFAULT_BUDGET), ("5000", 500_000)):
        if budget:
            _set_budget(ctx, budget)
        line = _count_line(state, 21, cents)
        ctx.expect({"expect_text": {"regex": rf"(?<![0-9]){re.escape(line)}", "within": REORDER}},
                   {"expect_order": {"texts": [line, first], "within": REORDER}})


def row_buttons_budget(ctx) -> None:
    """With today's filter orders cancelled, rows with an order (cut or not) have one Request quote and
    one Raise PO button; Covered and Over budget rows have neither, at budget 1000 and at 5000."""
    _reset(ctx, FILTER)
    _reload(ctx)
    for budget, cents in ((None, DEFAULT_BUDGET), ("5000", 500_000)):
        if budget:
            _set_budget(ctx, budget)
        state = ctx.runtime_state
        for sku in _below(state):
            want = 1 if _plan(state, sku, 21, cents)["kind"] in ("qty", "cut") else 0
            for control in ("Request quote", "Raise PO"):
                ctx.expect({"expect_count": {"target": {"control": control, "exact": True, "within": _row(sku)},
                                             "count": want}})


def budget_guard(ctx) -> None:
    """An empty budget, 0 and -5 show "Budget must be above $0" instead of the table and the line
    above it; 0.01 brings the table back (every row with an order is then Over budget)."""
    state = ctx.runtime_state
    note = "Budget must be above $0"
    first = _below(state)[0]
    for value, ok in (("", False), ("0", False), ("0.01", True), ("-5", False), ("1000", True)):
        _set_budget(ctx, value)
        if ok:
            ctx.expect({"expect_text": {"text": note, "absent": True}},
                       {"expect_visible": {"column": "SKU", "row": first, "within": REORDER}},
                       {"expect_text": {"regex": r"below reorder point", "within": REORDER}})
            if value == "0.01":
                for sku in _below(state):
                    _cell(ctx, "Order qty", sku, _qty_regex(_plan(state, sku, 21, 1)))
        else:
            ctx.expect({"expect_text": {"text": note}},
                       {"expect_visible": {"column": "SKU", "within": REORDER, "visible": False}},
                       {"expect_text": {"regex": r"below reorder point", "absent": True}})


def budget_live(ctx) -> None:
    """Typing a budget updates the table at once: with today's socks and rain shell orders cancelled,
    400 makes the socks (48, $470.40) Over budget (3 packs fit, the minimum is 4); 470.40 keeps 48;
    2000 cuts the rain shell (72) to "30 (cut to budget)" ($1,740.00); 4176 gives 72 ($4,176.00)."""
    _reset(ctx, SOCKS, SHELL)
    _reload(ctx)
    state = ctx.runtime_state
    for budget, cents in (("400", 40_000), ("470.40", 47_040), ("2000", 200_000), ("4176", 417_600)):
        _set_budget(ctx, budget)
        for sku in (SOCKS, SHELL):
            plan = _plan(state, sku, 21, cents)
            _cell(ctx, "Order qty", sku, _qty_regex(plan))
            _cell(ctx, "Value", sku, _value_regex(plan))


def cut_used(ctx) -> None:
    """At budget 700 the filter reads "40 (cut to budget)": Request quote asks for 40
    (request_supplier_quote, SKU-1006, 40) and Raise PO orders 40 (create_purchase_order, SKU-1006,
    40)."""
    _reset(ctx, FILTER)
    _reload(ctx)
    _set_budget(ctx, "700")
    _cell(ctx, "Order qty", FILTER, r"^\s*40\s*\(cut to budget\)\s*$")
    before = len(ctx.runtime_state["quote_requests"])
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Request quote", "exact": True, "within": _row(FILTER)}})
    _wait_state(ctx, lambda s: len(s["quote_requests"]) > before, "Request quote reached no supplier")
    got = [(c.name, c.args.get("sku"), c.args.get("quantity")) for c in _writes(_calls(ctx, start))]
    if got != [("request_supplier_quote", FILTER, 40)]:
        raise AssertionError(f"Request quote should ask for the cut 40; writes: {got}")
    start = _raise(ctx, FILTER)
    got = [(c.name, c.args.get("sku"), c.args.get("quantity")) for c in _writes(_calls(ctx, start))]
    if got != [("create_purchase_order", FILTER, 40)]:
        raise AssertionError(f"Raise PO should order the cut 40; writes: {got}")


# --- turn 4 ---------------------------------------------------------------------------------
def split_default(ctx) -> None:
    """The "Split delivery" checkbox is unticked when the page opens."""
    ctx.expect({"expect_visible": {"control": "Split delivery"}},
               {"expect_selected": {"control": "Split delivery", "selected": False}})


def _tick_split(ctx) -> None:
    ctx.expect({"check": {"control": "Split delivery", "checked": True}})


def _split_expected(state, sku: str, qty: int) -> list[tuple[int, str]]:
    pack = _item(state, sku)["case_pack"]
    cases = qty // pack
    first = _deliver_to(state, sku)
    other = "WH-CMH" if first == "WH-RNO" else "WH-RNO"
    return [(-(-cases // 2) * pack, first), (cases // 2 * pack, other)]


def _split_raise(ctx, sku: str, cover: int = 21) -> tuple[int, list[tuple[int, str]]]:
    state = ctx.runtime_state
    plan = _plan(state, sku, cover, DEFAULT_BUDGET)
    if plan["kind"] != "qty":
        raise AssertionError(f"the check expected an order within the budget for {sku} at {cover} days")
    want = _split_expected(state, sku, plan["qty"])
    if cover != 21:
        _set_cover(ctx, cover)
    _cell(ctx, "Order qty", sku, _qty_regex(plan))
    _tick_split(ctx)
    start = _raise(ctx, sku, 2)
    return start, want


def _expect_split_writes(ctx, start: int, sku: str, want: list[tuple[int, str]]) -> None:
    calls = _calls(ctx, start)
    writes = _writes(calls)
    got = [(c.name, c.args.get("sku"), c.args.get("quantity"), c.args.get("deliver_to")) for c in writes]
    wanted = [("create_purchase_order", sku, q, d) for q, d in want]
    if got != wanted or not all(c.ok for c in writes):
        raise AssertionError(f"Split Raise PO should place {wanted} in that order; writes: {got} "
                             f"(ok: {[c.ok for c in writes]})")
    for c in writes:
        _expect_token_before(calls, c, sku)


def split_writes(ctx) -> None:
    """With Split delivery ticked, Raise PO on Water Filter Cartridge (50 = 5 packs, Deliver to
    Columbus DC) places two orders in this order: 30 to WH-CMH (3 packs, the extra one to the Deliver
    to centre), then 20 to WH-RNO, each with the token of a get_item read right before it."""
    sku, cover, plan = _scenario(ctx.runtime_state, prefer=(FILTER, SOCKS, POLES))
    start, want = _split_raise(ctx, sku, cover)
    _expect_split_writes(ctx, start, sku, want)


def split_tokens(ctx) -> None:
    """With today's filter orders cancelled, a split Raise PO on Water Filter Cartridge reads the item
    (get_item) right before each of its two orders and sends the token of that read; the first order
    changes the item, so the second needs the fresh one (both orders succeed)."""
    _reset(ctx, FILTER)
    _reload(ctx)
    start, _ = _split_raise(ctx, FILTER)
    calls = _calls(ctx, start)
    creates = [c for c in calls if c.name == "create_purchase_order"]
    if len(creates) != 2 or not all(c.ok for c in creates):
        raise AssertionError(f"a split Raise PO should place two accepted orders; create calls: "
                             f"{[(c.args.get('quantity'), c.ok, c.error) for c in creates]}")
    for c in creates:
        _expect_token_before(calls, c, FILTER)


def split_message(ctx) -> None:
    """After a split Raise PO the page reads the item's orders back (list_purchase_orders holding both)
    and shows "PO-… and PO-… raised: 30 × Water Filter Cartridge to Columbus DC, 20 to Reno DC"."""
    _reset(ctx, FILTER)
    _reload(ctx)
    start, want = _split_raise(ctx, FILTER)
    ids = [c.result["purchase_order"]["id"] for c in _created(ctx, start) if c.ok]
    if len(ids) != 2:
        raise AssertionError(f"a split Raise PO should place two orders; placed {ids}")
    _read_back_after(ctx, start, "create_purchase_order", ids, "split Raise PO")
    state = ctx.runtime_state
    a, b = _po(state, ids[0]), _po(state, ids[1])
    ctx.expect({"expect_text": {"regex": rf"{a['id']} and {b['id']} raised: {a['quantity']} {TIMES} "
                                         rf"{re.escape(_name(state, FILTER))} to {DC_NAME[a['deliver_to']]}, "
                                         rf"{b['quantity']} to {DC_NAME[b['deliver_to']]}"}})


def split_reno_first(ctx) -> None:
    """With Water Filter Cartridge counted to 4 at Reno DC (a tie with Columbus DC, so Deliver to
    Reno DC) and today's filter orders cancelled, at 18 Cover days (shortfall 42, 50 = 5 packs) a
    split Raise PO orders 30 to Reno DC first, then 20 to Columbus DC; with 6 packs (24 days: 60) it
    orders 30 and 30."""
    _reset(ctx, FILTER)
    _count_behind(ctx, FILTER, "WH-RNO", 4)
    _reload(ctx)
    _cell(ctx, "Deliver to", FILTER, _exact("Reno DC"))
    start, want = _split_raise(ctx, FILTER, 18)
    if want != [(30, "WH-RNO"), (20, "WH-CMH")]:
        raise AssertionError(f"the check expected 30 to Reno DC and 20 to Columbus DC, computed {want}")
    _expect_split_writes(ctx, start, FILTER, want)
    _reset(ctx, FILTER)
    _reload(ctx)
    start, want = _split_raise(ctx, FILTER, 24)
    if want != [(30, "WH-RNO"), (30, "WH-CMH")]:
        raise AssertionError(f"the check expected 30 and 30, computed {want}")
    _expect_split_writes(ctx, start, FILTER, want)


def split_rereads(ctx) -> None:
    """After a split Raise PO the Reorder list is read again: the row's On order grows by both orders
    and its Order qty follows (Covered for the filter at 21 days)."""
    _reset(ctx, FILTER)
    _reload(ctx)
    start, _ = _split_raise(ctx, FILTER)
    _called_after(ctx, start, "create_purchase_order", ("list_items",), "split Raise PO")
    state = ctx.runtime_state
    _cell(ctx, "On order", FILTER, _exact(str(_on_order(state, FILTER))))
    _cell(ctx, "Order qty", FILTER, _qty_regex(_plan(state, FILTER, 21, DEFAULT_BUDGET)))


def _stale(ctx, split: bool) -> None:
    _reset(ctx, FILTER)
    _reload(ctx)
    before = _available(ctx.runtime_state, FILTER)
    _cell(ctx, "Available", FILTER, _exact(str(before)))
    if split:
        _tick_split(ctx)
    _reserve_behind(ctx, FILTER, "WH-RNO", 4)
    after = _available(ctx.runtime_state, FILTER)
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Raise PO", "exact": True, "within": _row(FILTER)}},
               {"expect_text": f"Available changed from {before} to {after}, nothing ordered"})
    if _created(ctx, start):
        raise AssertionError(f"an order was placed although the stock had moved: {[c.args for c in _created(ctx, start)]}")
    if not any(c.name == "get_item" and c.args.get("sku") == FILTER for c in _calls(ctx, start)):
        raise AssertionError("the item was not read before ordering")
    _called_after(ctx, start, "get_item", ("list_items",), "after the stock moved")
    _cell(ctx, "Available", FILTER, _exact(str(after)))


def stale_guard(ctx) -> None:
    """After the page has loaded a shop reserves 4 Water Filter Cartridge at Reno DC (18 → 14
    available): Raise PO places no order, shows "Available changed from 18 to 14, nothing ordered"
    and the re-read list shows Available 14."""
    _stale(ctx, split=False)


def stale_guard_split(ctx) -> None:
    """The same with Split delivery ticked: no order at all, the same message, the list re-read."""
    _stale(ctx, split=True)


# --- turn 5 ---------------------------------------------------------------------------------
def _entry_regex(state, po: dict) -> str:
    return (rf"{po['id']}{SEP}{re.escape(_name(state, po['sku']))}{SEP}{po['quantity']} units{SEP}"
            rf"{DC_NAME[po['deliver_to']]}{SEP}{re.escape(_money(_po_cents(state, po)))}")


def _total_line(state) -> str:
    rows = _today(state)
    if not rows:
        return "Nothing ordered today"
    return f"Total: {_orders(len(rows))}, {_money(sum(_po_cents(state, po) for po in rows))}"


def _supplier_lines(state) -> list[str]:
    by: dict[str, list[dict]] = {}
    for po in _today(state):
        by.setdefault(state["suppliers"][po["supplier_id"]]["name"], []).append(po)
    return [f"{name}: {_orders(len(pos))}, {_money(sum(_po_cents(state, p) for p in pos))}"
            for name, pos in sorted(by.items())]


def _expect_today(ctx) -> None:
    state = ctx.runtime_state
    rows = _today(state)
    _in_order(ctx, TODAY_S, [_entry_regex(state, po) for po in rows], "Ordered today")
    for po in state["purchase_orders"]:
        if po not in rows:  # no entry for it (a message naming it, e.g. "PO-4102 cancelled", may stay)
            ctx.expect({"expect_text": {"regex": _entry_regex(state, po), "within": TODAY_S, "absent": True}})


def today_list(ctx) -> None:
    """Ordered today lists the open orders created on 2026-03-02 lowest PO number first, each like
    "PO-4100 · Merino Hiking Socks (M) · 48 units · Columbus DC · $470.40"; the fixture's older orders
    are not listed, and an order cancelled elsewhere leaves the list on reload."""
    _order_behind(ctx, POLES, 8, "WH-RNO")
    _reload(ctx)
    ctx.expect({"expect_tool_called": {"name": "list_purchase_orders", "since": "load", "ok": True}})
    _expect_today(ctx)
    gone = _today(ctx.runtime_state)[0]
    ctx.behind_the_app("cancel_purchase_order", {"po_id": gone["id"]})
    _reload(ctx)
    _expect_today(ctx)


def today_total(ctx) -> None:
    """Under the list the total reads "Total: 3 orders, $1,250.40" after turns 2 and 4; with all but
    PO-4100 cancelled elsewhere, "Total: 1 order, $470.40"; with none left, "Nothing ordered today"."""
    state = ctx.runtime_state
    rows = _today(state)
    if rows:
        _in_order(ctx, TODAY_S, [_entry_regex(state, rows[-1]), re.escape(_total_line(state))], "total under the list")
    else:
        ctx.expect({"expect_text": {"text": "Nothing ordered today", "within": TODAY_S}})
    keep = next((po for po in rows if po["id"] == "PO-4100"), rows[0] if rows else None)
    if keep is not None:
        for po in rows:
            if po["id"] != keep["id"]:
                ctx.behind_the_app("cancel_purchase_order", {"po_id": po["id"]})
        _reload(ctx)
        state = ctx.runtime_state
        ctx.expect({"expect_text": {"regex": rf"(?<![0-9]){re.escape(_total_line(state))}", "within": TODAY_S}},
                   {"expect_text": {"regex": r"Total: \d+ orders", "absent": True}})
        ctx.behind_the_app("cancel_purchase_order", {"po_id": keep["id"]})
        _reload(ctx)
    ctx.expect({"expect_text": {"text": "Nothing ordered today", "within": TODAY_S}},
               {"expect_text": {"regex": r"Total: \d+ orders?", "absent": True}})


def supplier_lines(ctx) -> None:
    """Under the total one line per supplier with orders today, in supplier name order: after turns
    2 and 4 "Alpine Outfitters Supply: 2 orders, $780.00" then "Cascade Textiles: 1 order,
    $470.40"; with a Blue Ridge Gear Co order placed elsewhere (8 Trekking Pole Pair, $292.00) its
    line "Blue Ridge Gear Co: 1 order, $292.00" comes between them."""
    state = ctx.runtime_state
    if _today(state):
        _in_order(ctx, TODAY_S, [re.escape(_total_line(state))] + [re.escape(x) for x in _supplier_lines(state)],
                  "supplier lines")
    _order_behind(ctx, POLES, 8, "WH-RNO")
    _reload(ctx)
    state = ctx.runtime_state
    _in_order(ctx, TODAY_S, [re.escape(_total_line(state))] + [re.escape(x) for x in _supplier_lines(state)],
              "supplier lines with a Blue Ridge Gear Co order")


def today_after_raise(ctx) -> None:
    """After Raise PO the section is read again: the new order is listed and the total and supplier
    lines follow."""
    sku, cover, _ = _scenario(ctx.runtime_state)
    if cover != 21:
        _set_cover(ctx, cover)
    start = _raise(ctx, sku)
    po_id = _created(ctx, start)[0].result["purchase_order"]["id"]
    _read_back_after(ctx, start, "create_purchase_order", [po_id], "Raise PO")
    _expect_today(ctx)
    state = ctx.runtime_state
    _in_order(ctx, TODAY_S, [re.escape(_total_line(state))] + [re.escape(x) for x in _supplier_lines(state)],
              "total and supplier lines after Raise PO")


def _cancel_click(ctx, po_id: str) -> int:
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Cancel", "exact": True, "within": {"item": po_id, "within": TODAY_S}}})
    return start


def _seeded_today(ctx) -> list[dict]:
    rows = _today(ctx.runtime_state)
    if len(rows) < 2:
        _order_behind(ctx, POLES, 8, "WH-RNO")
        _order_behind(ctx, FILTER, 20, "WH-CMH")
        _reload(ctx)
        rows = _today(ctx.runtime_state)
    return rows


def cancel_write(ctx) -> None:
    """Cancel on the second entry cancels exactly that order (one cancel_purchase_order with its
    number, no other write), then reads the order back (list_purchase_orders showing it cancelled)."""
    po = _seeded_today(ctx)[1]
    start = _cancel_click(ctx, po["id"])
    _wait_state(ctx, lambda s: _po(s, po["id"])["status"] == "cancelled", f"{po['id']} was not cancelled")
    got = [(c.name, c.args.get("po_id")) for c in _writes(_calls(ctx, start))]
    if got != [("cancel_purchase_order", po["id"])]:
        raise AssertionError(f"Cancel should write one cancel_purchase_order for {po['id']}; writes: {got}")

    def probe():
        calls = _calls(ctx, start)
        at = next(i for i, c in enumerate(calls) if c.name == "cancel_purchase_order")
        ok = any(c.name == "list_purchase_orders" and c.ok
                 and any(p.get("id") == po["id"] and p.get("status") == "cancelled"
                         for p in (c.result or {}).get("purchase_orders", []))
                 for c in calls[at + 1:])
        return ok, f"{po['id']} was not read back as cancelled after the cancellation; calls: {_names(calls)}"

    ctx.until(probe)


def cancel_message(ctx) -> None:
    """Cancel on the PO-4100 entry (the first one) shows "PO-4100 cancelled"."""
    po = _seeded_today(ctx)[0]
    _cancel_click(ctx, po["id"])
    _wait_state(ctx, lambda s: _po(s, po["id"])["status"] == "cancelled", f"{po['id']} was not cancelled")
    ctx.expect({"expect_text": {"regex": rf"{po['id']} cancelled"}})


def cancel_rereads(ctx) -> None:
    """After Cancel the Reorder list and Ordered today are read again: the entry leaves the list, the
    total and supplier lines follow, and the item's On order drops."""
    po = _seeded_today(ctx)[-1]
    start = _cancel_click(ctx, po["id"])
    _wait_state(ctx, lambda s: _po(s, po["id"])["status"] == "cancelled", f"{po['id']} was not cancelled")
    _called_after(ctx, start, "cancel_purchase_order", ("list_items",), "Cancel")
    _expect_today(ctx)
    state = ctx.runtime_state
    if _today(state):
        _in_order(ctx, TODAY_S, [re.escape(_total_line(state))] + [re.escape(x) for x in _supplier_lines(state)],
                  "total and supplier lines after Cancel")
    else:
        ctx.expect({"expect_text": {"text": "Nothing ordered today", "within": TODAY_S}})
    if po["sku"] in _below(state):
        _cell(ctx, "On order", po["sku"], _exact(str(_on_order(state, po["sku"]))))


def cancel_refusal(ctx) -> None:
    """After the page has loaded another desk cancels the last entry's order: its Cancel shows "Not
    cancelled: PO-… is cancelled" from the refused call and the re-read section drops it. Then
    another desk receives the first entry's order: "Not cancelled: PO-… is received"."""
    rows = _seeded_today(ctx)
    last, first = rows[-1], rows[0]
    ctx.expect({"expect_visible": {"control": "Cancel", "exact": True, "within": {"item": last["id"], "within": TODAY_S}}})
    ctx.behind_the_app("cancel_purchase_order", {"po_id": last["id"]})
    start = _cancel_click(ctx, last["id"])
    ctx.expect({"expect_text": f"Not cancelled: {last['id']} is cancelled"})
    if not any(c.name == "cancel_purchase_order" and not c.ok for c in _calls(ctx, start)):
        raise AssertionError("the refusal shown did not come from the system (no refused cancel_purchase_order)")
    _called_after(ctx, start, "cancel_purchase_order", ("list_purchase_orders",), "a refused Cancel")
    ctx.expect({"expect_text": {"regex": _entry_regex(ctx.runtime_state, last), "within": TODAY_S, "absent": True}})
    ctx.behind_the_app("receive_purchase_order", {"po_id": first["id"], "evidence_token": _token(ctx, first["sku"])})
    start = _cancel_click(ctx, first["id"])
    ctx.expect({"expect_text": f"Not cancelled: {first['id']} is received"})
    if not any(c.name == "cancel_purchase_order" and not c.ok for c in _calls(ctx, start)):
        raise AssertionError("the refusal shown did not come from the system (no refused cancel_purchase_order)")
