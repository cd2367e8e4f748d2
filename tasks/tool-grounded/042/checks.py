"""Checks for the write-off desk that the vocabulary cannot state on its own.

Every expectation is computed from ``ctx.runtime_state`` (the live inventory, or the requirement's
own copy of it), so each check holds on whatever state its turn starts from. The rules, as the
requests pin them: Value is Units times the item's unit cost, written "$1,234.50"; a write-off sets
the on-hand units at the row's location to (fresh on hand - Units) with adjust_stock, reason
"damaged" for Damaged and Expired and "shrinkage" for Missing; a Value above $180.00 needs a
manager; "Write off free units only" sets the on-hand units to the reserved units. Every check that
writes runs ``isolated``; there another desk may act behind the app before the click that makes
the page write (to provoke a refusal, or to prove the page reads the item again).
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

_LOG = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "toollog.py"))  # the tool-log helpers

_mark = _LOG["mark"]
_calls = _LOG["calls"]
_writes = _LOG["writes"]
_show = _LOG["show"]
_one_write = _LOG["one_write"]
_no_writes = _LOG["no_writes"]
_fresh_token = _LOG["fresh_token"]
_wait_calls = _LOG["wait_calls"]
_index = _LOG["index"]

STOCK = {"section": "Stock here"}
QUEUE = {"section": "Write-off queue"}
DONE = {"section": "Written off"}
LIMIT_CENTS = 18000
REASON = {"Damaged": "damaged", "Expired": "damaged", "Missing": "shrinkage"}
MANAGER_MSG = "Type the manager's name first"


# --- state helpers ----------------------------------------------------------------------------
def _items(ctx) -> dict:
    return ctx.runtime_state["items"]


def _skus(ctx) -> list[str]:
    return sorted(_items(ctx))


def _name(ctx, sku: str) -> str:
    return _items(ctx)[sku]["name"]


def _cents(ctx, sku: str) -> int:
    return round(_items(ctx)[sku]["unit_cost"] * 100)


def _loc_id(ctx, loc_name: str) -> str:
    for lid, loc in ctx.runtime_state["locations"].items():
        if loc["name"] == loc_name:
            return lid
    raise AssertionError(f"no location named {loc_name}")


def _loc_name(ctx, lid: str) -> str:
    return ctx.runtime_state["locations"][lid]["name"]


def _level(ctx, sku: str, lid: str) -> tuple[int, int]:
    s = _items(ctx)[sku]["stock"].get(lid, {"on_hand": 0, "reserved": 0})
    return s["on_hand"], s["reserved"]


def money(cents: int) -> str:
    return f"${cents // 100:,}.{cents % 100:02d}"


def _pick(ctx, prefer: list[tuple[str, str]], ok) -> tuple[str, str]:
    """The first (sku, location id) in ``prefer``, then any, whose stock level passes ``ok``."""
    every = [(sku, lid) for sku in _skus(ctx) for lid in sorted(ctx.runtime_state["locations"])]
    for sku, lid in prefer + every:
        if sku in _items(ctx) and ok(sku, lid, *_level(ctx, sku, lid)):
            return sku, lid
    raise AssertionError("the inventory holds no stock this check can use")


# --- page helpers -----------------------------------------------------------------------------
def _reload(ctx) -> None:
    ctx.expect({"open": {"path": "/"}})


def _row(ctx, sku: str) -> dict:
    return {"item": _name(ctx, sku), "within": QUEUE}


def _choose(ctx, lid: str) -> int:
    start = _mark(ctx)
    ctx.expect({"select": {"field": "Location", "option": _loc_name(ctx, lid)}})
    return start


def _add(ctx, refused: bool = False) -> None:
    """Press Add to queue; for a submission the page must refuse, a disabled button counts as
    pressed (the message is checked either way)."""
    target = {"control": "Add to queue", "exact": True}
    if refused and not _enabled(ctx, target):
        return
    ctx.expect({"click": target})


def _enabled(ctx, target: dict) -> bool:
    el = ctx.locate(target).first
    return el.is_enabled() and (el.get_attribute("aria-disabled") or "").lower() != "true"


def _box(ctx, target: dict) -> dict:
    box = ctx.locate(target).first.bounding_box()
    assert box is not None, f"{target} is not drawn on the page"
    return box


def _queue(ctx, sku: str, lid: str, units, cause: str | None = "Damaged", choose: bool = True,
           refused: bool = False) -> None:
    """Choose the location (when asked), the item, Units and Cause, and press Add to queue."""
    if choose:
        _choose(ctx, lid)
        _expect_stock(ctx, lid)
    steps = [{"select": {"field": "Item", "option": _name(ctx, sku)}},
             {"fill": {"field": "Units", "value": str(units)}}]
    if cause is not None:
        steps.append({"select": {"field": "Cause", "option": cause}})
    ctx.expect(*steps)
    _add(ctx, refused)


def _press(ctx, control: str, sku: str | None = None) -> int:
    start = _mark(ctx)
    target = {"control": control, "exact": True}
    target["within"] = _row(ctx, sku) if sku else QUEUE
    ctx.expect({"click": target})
    return start


def _norm(text: str) -> str:
    return " ".join(text.split())


def _cell(ctx, column: str, row: str, within: dict) -> str:
    return _norm(ctx.text({"column": column, "row": row, "within": within}))


def _token(text: str, want: str) -> bool:
    return re.search(rf"(?<![\w$.,]){re.escape(want)}(?![\w]|[.,]\d)", text) is not None


def _expect_cells(ctx, within: dict, column: str, wanted: dict[str, str]) -> None:
    """Each row's cell in ``column`` shows the wanted text as a whole token."""

    def probe():
        bad = []
        for row, want in wanted.items():
            try:
                cell = _cell(ctx, column, row, within)
            except AssertionError as exc:
                return False, f"the {column} cell of {row} could not be read: {exc}"
            if not _token(cell, want):
                bad.append((row, want, cell))
        return not bad, f"{column} cells differ (row, wanted, shown): {bad[:4]}"

    ctx.until(probe)


def _expect_stock(ctx, lid: str, free: bool = False, cost: bool = False) -> None:
    """Stock here lists every item in SKU order with the live On hand and Reserved at ``lid``."""
    skus = _skus(ctx)
    ctx.expect({"expect_list": {"target": {"column": "SKU", "within": STOCK}, "texts": skus}},
               {"expect_count": {"target": {"column": "SKU", "within": STOCK}, "count": len(skus)}})
    _expect_cells(ctx, STOCK, "On hand", {s: str(_level(ctx, s, lid)[0]) for s in skus})
    _expect_cells(ctx, STOCK, "Reserved", {s: str(_level(ctx, s, lid)[1]) for s in skus})
    if free:
        _expect_cells(ctx, STOCK, "Free", {s: str(_level(ctx, s, lid)[0] - _level(ctx, s, lid)[1]) for s in skus})
    if cost:
        _expect_cells(ctx, STOCK, "Unit cost", {s: money(_cents(ctx, s)) for s in skus})


def _expect_row(ctx, sku: str, lid: str, units: int, cause: str) -> None:
    name = _name(ctx, sku)
    _expect_cells(ctx, QUEUE, "Location", {name: _loc_name(ctx, lid)})
    _expect_cells(ctx, QUEUE, "Cause", {name: cause})
    _expect_cells(ctx, QUEUE, "Units", {name: str(units)})
    _expect_cells(ctx, QUEUE, "Value", {name: money(units * _cents(ctx, sku))})


def _expect_queue(ctx, skus: list[str]) -> None:
    names = [_name(ctx, s) for s in skus]
    ctx.expect({"expect_count": {"target": {"column": "Item", "within": QUEUE}, "count": len(names)}})
    if names:
        ctx.expect({"expect_list": {"target": {"column": "Item", "within": QUEUE}, "texts": names}})


def _expect_line(ctx, text: str) -> None:
    ctx.expect({"expect_text": {"text": text, "within": DONE}})


def _line(ctx, sku: str, lid: str, units: int, cause: str, before: int, after: int, tail: str = "") -> str:
    return (f"{_loc_name(ctx, lid)}, {_name(ctx, sku)}: {units} {cause} ({money(units * _cents(ctx, sku))}), "
            f"on hand {before} to {after}{tail}")


def _behind_count(ctx, sku: str, lid: str, on_hand: int) -> None:
    """Another desk counts the item at ``lid`` and sets its on-hand units."""
    token = ctx.behind_the_app("get_item", {"sku": sku})["evidence_token"]
    ctx.behind_the_app("adjust_stock", {"sku": sku, "location": lid, "counted_quantity": on_hand,
                                        "reason": "cycle_count", "evidence_token": token})


def _behind_reserve(ctx, sku: str, lid: str, quantity: int) -> None:
    ctx.behind_the_app("reserve_stock", {"sku": sku, "location": lid, "quantity": quantity,
                                         "reference": "WEB-88120"})


def _expect_adjust(ctx, start: int, sku: str, lid: str, counted: int, reason: str, what: str):
    """The page read the item again and wrote exactly this adjustment (accepted or refused)."""
    write = _one_write(ctx, start, "adjust_stock")
    made = _writes(ctx, start)
    assert len(made) == 1, f"{what}: wanted one write, the page wrote {_show(made)}"
    got = (write.args.get("sku"), write.args.get("location"), write.args.get("counted_quantity"),
           write.args.get("reason"))
    assert got == (sku, lid, counted, reason), \
        f"{what}: wanted adjust_stock({sku}, {lid}, counted_quantity={counted}, reason={reason}); got {_show([write])}"
    _fresh_token(ctx, start, write, "get_item", "sku")
    return write


def _expect_stock_reread(ctx, write, lid: str) -> None:
    """After ``write`` the page read stock again and Stock here shows the live figures."""

    def probe():
        later = [c for c in _calls(ctx, since=_index(ctx, write) + 1, ok=True) if c.name in ("list_items", "get_item")]
        return bool(later), f"after {write.name} the page did not read the stock again"

    ctx.until(probe)
    _expect_stock(ctx, lid)


def _ready_refusal(ctx) -> tuple[str, str, int, int]:
    """An item and location where writing off every unit on hand is refused for reserved units
    and is worth at most $180.00: (sku, location id, on hand, reserved)."""
    sku, lid = _pick(ctx, [("SKU-1001", "ST-PDX"), ("SKU-1002", "ST-DEN")],
                     lambda s, loc, on, res: 0 < res <= on and on * _cents(ctx, s) <= LIMIT_CENTS)
    on, res = _level(ctx, sku, lid)
    return sku, lid, on, res


# ==============================================================================================
# turn 1
# ==============================================================================================
def location_choices(ctx):
    """Location offers every location by name in the system's order, Denver store chosen."""
    names = [loc["name"] for _, loc in sorted(ctx.runtime_state["locations"].items())]
    ctx.expect({"expect_options": {"target": {"field": "Location"}, "exactly": names}},
               {"expect_value": {"target": {"field": "Location"}, "value": "Denver store"}})
    assert _calls(ctx, "list_locations", ok=True), "the locations were not read from the system"


def stock_live(ctx):
    """Stock here lists every item at Denver store in SKU order with the live On hand and Reserved
    and each item's name; never from the nightly report."""
    lid = _loc_id(ctx, "Denver store")
    _expect_stock(ctx, lid)
    _expect_cells(ctx, STOCK, "Item", {s: _name(ctx, s) for s in _skus(ctx)})
    assert not _calls(ctx, "get_stock_report_cached"), "the page read the nightly stock report"


def stock_reads_live(ctx):
    """After another desk counts and reserves at Denver store, a fresh load shows the new figures."""
    lid = _loc_id(ctx, "Denver store")
    sku, _ = _pick(ctx, [("SKU-1008", lid)], lambda s, loc, on, res: loc == lid and on - res >= 3)
    on, _res = _level(ctx, sku, lid)
    _behind_count(ctx, sku, lid, on - 1)
    _behind_reserve(ctx, sku, lid, 2)
    _reload(ctx)
    _expect_stock(ctx, lid)


def unit_cost(ctx):
    """Unit cost shows each item's cost like "$18.40"."""
    _expect_stock(ctx, _loc_id(ctx, "Denver store"), cost=True)


def stock_follows_location(ctx):
    """Choosing Portland store and then Reno DC reads each location's stock and shows it."""
    for name in ("Portland store", "Reno DC"):
        lid = _loc_id(ctx, name)
        start = _choose(ctx, lid)
        _expect_stock(ctx, lid)
        assert _calls(ctx, "list_items", start, ok=True) or _calls(ctx, "get_item", start, ok=True), \
            f"choosing {name} did not read its stock from the system"


def form_choices(ctx):
    """Item offers every item's name in SKU order; Cause offers Damaged, Expired, Missing."""
    names = [_name(ctx, s) for s in _skus(ctx)]
    ctx.expect({"expect_options": {"target": {"field": "Item"}, "exactly": names}},
               {"expect_options": {"target": {"field": "Cause"}, "exactly": ["Damaged", "Expired", "Missing"]}},
               {"expect_visible": {"field": "Units"}},
               {"expect_visible": {"control": "Add to queue", "exact": True}})


def queue_add(ctx):
    """Add to queue adds rows in the order added with Item, Location (name), Cause, Units, Value."""
    den, pdx = _loc_id(ctx, "Denver store"), _loc_id(ctx, "Portland store")
    a, _ = _pick(ctx, [("SKU-1001", den)], lambda s, loc, on, res: loc == den and on >= 3)
    b, _ = _pick(ctx, [("SKU-1008", pdx)], lambda s, loc, on, res: loc == pdx and on >= 2 and s != a)
    _queue(ctx, a, den, 3, "Expired")
    _expect_row(ctx, a, den, 3, "Expired")
    _queue(ctx, b, pdx, 2, "Missing")
    _expect_row(ctx, b, pdx, 2, "Missing")
    _expect_row(ctx, a, den, 3, "Expired")
    _expect_queue(ctx, [a, b])


def queue_as_opened(ctx):
    """With Item and Cause untouched, Add to queue queues what they show, at Denver store."""
    lid = _loc_id(ctx, "Denver store")
    _expect_stock(ctx, lid)
    shown_item = ctx.value({"field": "Item"})
    shown_cause = ctx.value({"field": "Cause"})
    sku = next((s for s in _skus(ctx) if _name(ctx, s) == shown_item), None)
    placeholder = sku is None or shown_cause not in ("Damaged", "Expired", "Missing")
    if sku is not None:
        assert _level(ctx, sku, lid)[0] >= 1, f"{sku} has nothing on hand at Denver store"
    ctx.expect({"fill": {"field": "Units", "value": "1"}})
    _add(ctx, refused=placeholder)
    if placeholder:  # a placeholder is shown: nothing may be queued
        _expect_queue(ctx, [])
    else:
        _expect_row(ctx, sku, lid, 1, shown_cause)
        _expect_queue(ctx, [sku])


def units_guard(ctx):
    """Units must be a whole number from 1 to the on-hand units: on hand + 1, 0, 1.5 and an empty
    box show "Units must be 1 to N" and add nothing; exactly N is queued."""
    lid = _loc_id(ctx, "Denver store")
    sku, _ = _pick(ctx, [("SKU-1001", lid)], lambda s, loc, on, res: loc == lid and on >= 2)
    on, _ = _level(ctx, sku, lid)
    _choose(ctx, lid)
    _expect_stock(ctx, lid)
    for typed in (str(on + 1), "0", "1.5", ""):
        _queue(ctx, sku, lid, typed, choose=False, refused=True)
        ctx.expect({"expect_text": {"regex": rf"Units must be 1 to {on}(?!\d)"}})
        _expect_queue(ctx, [])
    _queue(ctx, sku, lid, on, choose=False)
    _expect_row(ctx, sku, lid, on, "Damaged")
    _expect_queue(ctx, [sku])


def guard_follows_location(ctx):
    """The Units limit is the on hand at the chosen location: at Portland store the message names
    Portland's on hand, and that many is accepted."""
    den, pdx = _loc_id(ctx, "Denver store"), _loc_id(ctx, "Portland store")
    sku, _ = _pick(ctx, [("SKU-1001", pdx)],
                   lambda s, loc, on, res: loc == pdx and on >= 1 and on != _level(ctx, s, den)[0])
    on, _ = _level(ctx, sku, pdx)
    _queue(ctx, sku, pdx, on + 1, refused=True)
    ctx.expect({"expect_text": {"regex": rf"Units must be 1 to {on}(?!\d)"}})
    _expect_queue(ctx, [])
    _queue(ctx, sku, pdx, on, choose=False)
    _expect_row(ctx, sku, pdx, on, "Damaged")


def value_format(ctx):
    """Value is Units x unit cost with thousands commas and two decimals ($1,840.00; $12.30)."""
    big, lid_big = _pick(ctx, [("SKU-1001", "WH-RNO")], lambda s, loc, on, res: on >= 100 and 100 * _cents(ctx, s) >= 100000)
    small, lid_small = _pick(ctx, [("SKU-1003", "ST-DEN")],
                             lambda s, loc, on, res: on >= 3 and s != big and (3 * _cents(ctx, s)) % 10 == 0)
    _queue(ctx, big, lid_big, 100)
    _expect_row(ctx, big, lid_big, 100, "Damaged")
    _queue(ctx, small, lid_small, 3)
    _expect_row(ctx, small, lid_small, 3, "Damaged")


def _queue_three(ctx) -> list[tuple[str, str, int]]:
    den = _loc_id(ctx, "Denver store")
    rows, used = [], set()
    for prefer, units in ((("SKU-1001", den), 2), (("SKU-1003", den), 3), (("SKU-1008", den), 1)):
        sku, lid = _pick(ctx, [prefer], lambda s, loc, on, res, u=units: loc == den and on >= u and s not in used)
        used.add(sku)
        rows.append((sku, lid, units))
    _choose(ctx, den)
    _expect_stock(ctx, den)
    for sku, lid, units in rows:
        _queue(ctx, sku, lid, units, choose=False)
    return rows


def queue_value(ctx):
    """"Queue value: $0.00" with nothing queued, then the sum of the rows' values after each add,
    and after the first row is removed."""
    ctx.expect({"expect_text": {"text": "Queue value: $0.00"}})
    den = _loc_id(ctx, "Denver store")
    _choose(ctx, den)
    _expect_stock(ctx, den)
    added: list[tuple[str, int]] = []
    total = 0
    for prefer, units in ((("SKU-1001", den), 2), (("SKU-1003", den), 3), (("SKU-1008", den), 1)):
        sku, _ = _pick(ctx, [prefer], lambda s, loc, on, res, u=units: loc == den and on >= u
                       and s not in [x for x, _ in added])
        _queue(ctx, sku, den, units, choose=False)
        added.append((sku, units))
        total += units * _cents(ctx, sku)
        ctx.expect({"expect_text": {"regex": rf"Queue value: {re.escape(money(total))}(?!\d)"}})
    sku, units = added[0]
    _press(ctx, "Remove", sku)
    total -= units * _cents(ctx, sku)
    ctx.expect({"expect_text": {"regex": rf"Queue value: {re.escape(money(total))}(?!\d)"}})


def remove_row(ctx):
    """Remove on the second of three rows takes only that row off; the queue value follows."""
    rows = _queue_three(ctx)
    total = sum(u * _cents(ctx, s) for s, _, u in rows)
    ctx.expect({"expect_text": {"regex": rf"Queue value: {re.escape(money(total))}(?!\d)"}})
    _expect_queue(ctx, [r[0] for r in rows])
    for r in rows:
        _expect_row(ctx, r[0], r[1], r[2], "Damaged")
    sku, _lid, units = rows[1]
    _press(ctx, "Remove", sku)
    _expect_queue(ctx, [rows[0][0], rows[2][0]])
    total -= units * _cents(ctx, sku)
    ctx.expect({"expect_text": {"regex": rf"Queue value: {re.escape(money(total))}(?!\d)"}})
    _expect_row(ctx, rows[2][0], rows[2][1], rows[2][2], "Damaged")


def no_writes_t1(ctx):
    """Opening the page, changing location and queueing rows write nothing."""
    start = _mark(ctx)
    _queue_three(ctx)
    _choose(ctx, _loc_id(ctx, "Portland store"))
    _no_writes(ctx, 0, "turn 1 writes nothing")
    _no_writes(ctx, start, "turn 1 writes nothing")


# ==============================================================================================
# turn 2
# ==============================================================================================
def write_buttons(ctx):
    """Every queue row has its own Write off button."""
    den, pdx = _loc_id(ctx, "Denver store"), _loc_id(ctx, "Portland store")
    a, _ = _pick(ctx, [("SKU-1003", den)], lambda s, loc, on, res: loc == den and on >= 1)
    b, _ = _pick(ctx, [("SKU-1008", pdx)], lambda s, loc, on, res: loc == pdx and on >= 1 and s != a)
    _queue(ctx, a, den, 1, "Damaged")
    _queue(ctx, b, pdx, 1, "Missing")
    for sku in (a, b):
        ctx.expect({"expect_count": {"target": {"control": "Write off", "exact": True, "within": _row(ctx, sku)},
                                     "count": 1}})


def no_count_reasons(ctx):
    """Damaged, Expired and Missing write-offs use only the reasons damaged and shrinkage, never
    cycle_count or found."""
    den = _loc_id(ctx, "Denver store")
    used: list[str] = []
    for prefer, cause in ((("SKU-1003", den), "Damaged"), (("SKU-1008", den), "Expired"), (("SKU-1001", den), "Missing")):
        sku, _ = _pick(ctx, [prefer], lambda s, loc, on, res: loc == den and on - res >= 1 and s not in used)
        used.append(sku)
        _queue(ctx, sku, den, 1, cause, choose=not used[:-1])
    for sku in used:
        _press(ctx, "Write off", sku)
    _expect_queue(ctx, [])
    made = _calls(ctx, "adjust_stock")
    assert len(made) == 3, f"wanted three adjustments, got {_show(made)}"
    bad = [c for c in made if c.args.get("reason") not in ("damaged", "shrinkage")]
    assert not bad, f"the page wrote with a reason other than damaged or shrinkage: {_show(bad)}"


def write_off(ctx):
    """Write off reads the item again and sets on hand at the row's location to fresh on hand minus
    Units (reason damaged); the row leaves the queue."""
    den = _loc_id(ctx, "Denver store")
    sku, _ = _pick(ctx, [("SKU-1001", den)], lambda s, loc, on, res: loc == den and on - res >= 3)
    on, _ = _level(ctx, sku, den)
    _queue(ctx, sku, den, 3, "Damaged")
    start = _press(ctx, "Write off", sku)
    write = _expect_adjust(ctx, start, sku, den, on - 3, "damaged", "Write off")
    assert write.ok, f"the write-off was refused: {_LOG['error'](write)}"
    _expect_queue(ctx, [])
    assert _level(ctx, sku, den)[0] == on - 3


def reasons(ctx):
    """Expired is written with reason damaged and Missing with shrinkage (never cycle_count or
    found), each at its row's location even after the chosen location changed."""
    den, pdx = _loc_id(ctx, "Denver store"), _loc_id(ctx, "Portland store")
    a, _ = _pick(ctx, [("SKU-1003", den)], lambda s, loc, on, res: loc == den and on - res >= 2)
    b, _ = _pick(ctx, [("SKU-1008", pdx)], lambda s, loc, on, res: loc == pdx and on - res >= 1 and s != a)
    on_a, on_b = _level(ctx, a, den)[0], _level(ctx, b, pdx)[0]
    _queue(ctx, a, den, 2, "Expired")
    _queue(ctx, b, pdx, 1, "Missing")
    _choose(ctx, den)
    _expect_stock(ctx, den)
    start = _press(ctx, "Write off", a)
    _expect_adjust(ctx, start, a, den, on_a - 2, "damaged", f"Write off {_name(ctx, a)} (Expired)")
    start = _press(ctx, "Write off", b)
    _expect_adjust(ctx, start, b, pdx, on_b - 1, "shrinkage", f"Write off {_name(ctx, b)} (Missing)")
    bad = [c for c in _calls(ctx, "adjust_stock") if c.args.get("reason") in ("cycle_count", "found")]
    assert not bad, f"the page used a forbidden reason: {_show(bad)}"


def fresh_read(ctx):
    """Another desk counts the item after it was queued: Write off reads it again and writes from
    the new on hand with the fresh evidence token."""
    den = _loc_id(ctx, "Denver store")
    sku, _ = _pick(ctx, [("SKU-1001", den)], lambda s, loc, on, res: loc == den and on - res >= 4)
    on, _ = _level(ctx, sku, den)
    _queue(ctx, sku, den, 2, "Damaged")
    _behind_count(ctx, sku, den, on - 1)
    start = _press(ctx, "Write off", sku)
    write = _expect_adjust(ctx, start, sku, den, on - 3, "damaged", "Write off after another desk's count")
    assert write.ok, f"the write-off was refused: {_LOG['error'](write)}"


def only_on_hand(ctx):
    """When the fresh read shows fewer on hand than Units, nothing is written and the row shows
    "Only N on hand now"; once exactly Units are on hand, Write off writes down to 0."""
    den = _loc_id(ctx, "Denver store")
    sku, _ = _pick(ctx, [("SKU-1001", den)], lambda s, loc, on, res: loc == den and res == 0 and on >= 5)
    _queue(ctx, sku, den, 5, "Damaged")
    _behind_count(ctx, sku, den, 4)
    start = _press(ctx, "Write off", sku)
    ctx.expect({"expect_text": {"regex": r"Only 4 on hand now", "within": _row(ctx, sku)}})
    _no_writes(ctx, start, "Write off with 4 on hand for 5 units")
    _expect_queue(ctx, [sku])
    _behind_count(ctx, sku, den, 5)
    start = _press(ctx, "Write off", sku)
    write = _expect_adjust(ctx, start, sku, den, 0, "damaged", "Write off with exactly 5 on hand")
    assert write.ok, f"the write-off was refused: {_LOG['error'](write)}"
    _expect_queue(ctx, [])


def refusal_shown(ctx):
    """Writing off units the system keeps for reservations is sent, refused, and the row stays
    with "Not written off: " and the system's message."""
    sku, lid, on, res = _ready_refusal(ctx)
    _queue(ctx, sku, lid, on, "Damaged")
    start = _press(ctx, "Write off", sku)
    write = _expect_adjust(ctx, start, sku, lid, 0, "damaged", "Write off of reserved units")
    assert not write.ok, "the system accepted a write-off below the reserved units"
    message = _LOG["error"](write)
    ctx.expect({"expect_text": {"text": f"Not written off: {message}", "within": _row(ctx, sku)}})
    _expect_queue(ctx, [sku])
    assert _level(ctx, sku, lid) == (on, res)


def written_line(ctx):
    """A successful write adds "Denver store, Trail Headlamp 300 lm: 3 Damaged ($55.20), on hand 14
    to 11" (location, item, units, cause, value, the system's before and after) under Written off,
    also for a row at another location than the chosen one."""
    den, pdx = _loc_id(ctx, "Denver store"), _loc_id(ctx, "Portland store")
    a, _ = _pick(ctx, [("SKU-1001", den)], lambda s, loc, on, res: loc == den and on - res >= 3)
    b, _ = _pick(ctx, [("SKU-1008", pdx)], lambda s, loc, on, res: loc == pdx and on - res >= 2 and s != a)
    on_a, on_b = _level(ctx, a, den)[0], _level(ctx, b, pdx)[0]
    _queue(ctx, a, den, 3, "Damaged")
    _queue(ctx, b, pdx, 2, "Missing")
    _choose(ctx, den)
    _expect_stock(ctx, den)
    _press(ctx, "Write off", a)
    _expect_line(ctx, _line(ctx, a, den, 3, "Damaged", on_a, on_a - 3))
    _press(ctx, "Write off", b)
    _expect_line(ctx, _line(ctx, b, pdx, 2, "Missing", on_b, on_b - 2))
    _expect_line(ctx, _line(ctx, a, den, 3, "Damaged", on_a, on_a - 3))
    _expect_queue(ctx, [])


def stock_reread(ctx):
    """After a successful write the page reads the chosen location's stock again: Stock here shows
    the new on hand, and the Units limit follows it."""
    den = _loc_id(ctx, "Denver store")
    sku, _ = _pick(ctx, [("SKU-1001", den)], lambda s, loc, on, res: loc == den and on - res >= 4)
    on, _ = _level(ctx, sku, den)
    _queue(ctx, sku, den, 3, "Damaged")
    start = _press(ctx, "Write off", sku)
    write = _one_write(ctx, start, "adjust_stock")
    assert write.ok, f"the write-off was refused: {_LOG['error'](write)}"
    _expect_stock_reread(ctx, write, den)
    _queue(ctx, sku, den, on - 2, "Damaged", choose=False, refused=True)
    ctx.expect({"expect_text": {"regex": rf"Units must be 1 to {on - 3}(?!\d)"}})


# ==============================================================================================
# turn 3
# ==============================================================================================
def _bottle(ctx) -> tuple[str, str]:
    """An item and location where 16 units are worth exactly $180.00 and 17 are on hand."""
    return _pick(ctx, [("SKU-1002", "ST-DEN"), ("SKU-1002", "ST-PDX")],
                 lambda s, loc, on, res: _cents(ctx, s) * 16 == LIMIT_CENTS and on >= 17)


def limit_exact(ctx):
    """A row worth exactly $180.00 shows Write off and no "Needs manager"."""
    sku, lid = _bottle(ctx)
    _queue(ctx, sku, lid, 16, "Damaged")
    row = _row(ctx, sku)
    _expect_row(ctx, sku, lid, 16, "Damaged")
    ctx.expect({"expect_visible": {"target": {"control": "Write off", "exact": True, "within": row}}},
               {"expect_text": {"text": "Needs manager", "within": row, "absent": True}},
               {"expect_count": {"target": {"control": "Approve", "exact": True, "within": row}, "count": 0}})


def limit_above(ctx):
    """A row worth $191.25 (one unit over) shows "Needs manager" and Approve instead of Write off,
    while a cheap row beside it keeps its Write off button."""
    sku, lid = _bottle(ctx)
    _queue(ctx, sku, lid, 17, "Damaged")
    cheap, clid = _pick(ctx, [("SKU-1003", "ST-DEN")], lambda s, loc, on, res: on >= 1 and s != sku)
    _queue(ctx, cheap, clid, 1, "Damaged")
    row = _row(ctx, sku)
    ctx.expect({"expect_text": {"text": "Needs manager", "within": row}},
               {"expect_visible": {"target": {"control": "Approve", "exact": True, "within": row}}},
               {"expect_count": {"target": {"control": "Write off", "exact": True, "within": row}, "count": 0}},
               {"expect_visible": {"target": {"control": "Write off", "exact": True, "within": _row(ctx, cheap)}}},
               {"expect_text": {"text": "Needs manager", "within": _row(ctx, cheap), "absent": True}})


def manager_field(ctx):
    """A text field labelled "Manager" sits above the queue table."""
    sku, lid = _pick(ctx, [("SKU-1003", "ST-DEN")], lambda s, loc, on, res: on >= 1)
    _queue(ctx, sku, lid, 1, "Damaged")
    _expect_row(ctx, sku, lid, 1, "Damaged")
    ctx.expect({"expect_visible": {"field": "Manager"}})
    field = _box(ctx, {"field": "Manager"})
    cell = _box(ctx, {"column": "Item", "row": _name(ctx, sku), "within": QUEUE})
    assert field["y"] + field["height"] <= cell["y"] + 1, \
        f"the Manager field ({field}) is not above the queue table's rows ({cell})"


def approve_needs_name(ctx):
    """With Manager empty, Approve shows "Type the manager's name first" and approves nothing."""
    sku, lid = _bottle(ctx)
    _queue(ctx, sku, lid, 17, "Damaged")
    row = _row(ctx, sku)
    start = _mark(ctx)
    target = {"control": "Approve", "exact": True, "within": row}
    if _enabled(ctx, target):  # a disabled Approve counts as pressed; the message is checked
        ctx.expect({"click": target})
    ctx.expect({"expect_text": {"text": MANAGER_MSG}},
               {"expect_text": {"text": "Needs manager", "within": row}},
               {"expect_count": {"target": {"control": "Write off", "exact": True, "within": row}, "count": 0}},
               {"expect_text": {"text": "Approved by", "within": QUEUE, "absent": True}})
    _no_writes(ctx, start, "Approve with no manager name")


def approve_names(ctx):
    """Approve with "Dana Ruiz" typed shows "Approved by Dana Ruiz" and the Write off button; the
    name stays when Manager is changed afterwards."""
    sku, lid = _bottle(ctx)
    _queue(ctx, sku, lid, 17, "Damaged")
    ctx.expect({"fill": {"field": "Manager", "value": "Dana Ruiz"}})
    start = _press(ctx, "Approve", sku)
    row = _row(ctx, sku)
    ctx.expect({"expect_text": {"text": "Approved by Dana Ruiz", "within": row}},
               {"expect_visible": {"target": {"control": "Write off", "exact": True, "within": row}}},
               {"fill": {"field": "Manager", "value": "Lee Park"}},
               {"expect_text": {"text": "Approved by Dana Ruiz", "within": row}},
               {"expect_text": {"text": "Lee Park", "within": row, "absent": True}})
    _no_writes(ctx, start, "Approve")


def approved_write(ctx):
    """An approved row writes off like any other and its line ends with ", approved by Dana Ruiz"."""
    sku, lid = _pick(ctx, [("SKU-1005", "ST-DEN")],
                     lambda s, loc, on, res: on - res >= 5 and 5 * _cents(ctx, s) > LIMIT_CENTS)
    on, _ = _level(ctx, sku, lid)
    _queue(ctx, sku, lid, 5, "Expired")
    ctx.expect({"fill": {"field": "Manager", "value": "Dana Ruiz"}})
    _press(ctx, "Approve", sku)
    start = _press(ctx, "Write off", sku)
    _expect_adjust(ctx, start, sku, lid, on - 5, "damaged", "Write off an approved row")
    _expect_line(ctx, _line(ctx, sku, lid, 5, "Expired", on, on - 5, ", approved by Dana Ruiz"))
    _expect_queue(ctx, [])


def waiting_total(ctx):
    """"Waiting for a manager" sums the rows that need a manager and are not approved: $0.00 at
    first, then both held rows, then the one left after an approval, then $0.00 after Remove."""
    ctx.expect({"expect_text": {"text": "Waiting for a manager: $0.00"}})
    sku, lid = _bottle(ctx)
    tarp, tlid = _pick(ctx, [("SKU-1005", "ST-DEN")],
                       lambda s, loc, on, res: on >= 5 and 5 * _cents(ctx, s) > LIMIT_CENTS and s != sku)
    small, slid = _pick(ctx, [("SKU-1003", "ST-DEN")], lambda s, loc, on, res: on >= 1 and s not in (sku, tarp))
    _queue(ctx, sku, lid, 17, "Damaged")
    _queue(ctx, tarp, tlid, 5, "Damaged")
    _queue(ctx, small, slid, 1, "Damaged")
    a, b = 17 * _cents(ctx, sku), 5 * _cents(ctx, tarp)
    total = a + b + _cents(ctx, small)
    ctx.expect({"expect_text": {"regex": rf"Waiting for a manager: {re.escape(money(a + b))}(?!\d)"}},
               {"expect_text": {"regex": rf"Queue value: {re.escape(money(total))}(?!\d)"}},
               {"fill": {"field": "Manager", "value": "Dana Ruiz"}})
    _press(ctx, "Approve", sku)
    ctx.expect({"expect_text": {"regex": rf"Waiting for a manager: {re.escape(money(b))}(?!\d)"}})
    _press(ctx, "Remove", tarp)
    ctx.expect({"expect_text": {"regex": r"Waiting for a manager: \$0\.00(?!\d)"}},
               {"expect_text": {"regex": rf"Queue value: {re.escape(money(total - b))}(?!\d)"}})


# ==============================================================================================
# turn 4
# ==============================================================================================
def free_column(ctx):
    """Free follows Reserved in Stock here and shows on hand minus reserved, live (after another
    desk reserves units)."""
    lid = _loc_id(ctx, "Denver store")
    sku, _ = _pick(ctx, [("SKU-1008", lid)], lambda s, loc, on, res: loc == lid and on - res >= 3)
    _behind_reserve(ctx, sku, lid, 2)
    _reload(ctx)
    _expect_stock(ctx, lid, free=True)
    ctx.expect({"expect_order": {"texts": ["Reserved", "Free", "Unit cost"], "within": STOCK}})
    _choose(ctx, _loc_id(ctx, "Portland store"))
    _expect_stock(ctx, _loc_id(ctx, "Portland store"), free=True)


def _refuse(ctx, cause: str = "Damaged") -> tuple[str, str, int, int]:
    sku, lid, on, res = _ready_refusal(ctx)
    _queue(ctx, sku, lid, on, cause)
    start = _press(ctx, "Write off", sku)
    write = _one_write(ctx, start, "adjust_stock")
    assert not write.ok, "the system accepted a write-off below the reserved units"
    ctx.expect({"expect_text": {"text": f"Not written off: {_LOG['error'](write)}", "within": _row(ctx, sku)}})
    return sku, lid, on, res


def free_button(ctx):
    """A refusal for reserved units keeps its message and adds "Write off free units only"; a row
    stopped by "Only N on hand now" gets no such button."""
    sku, lid, _on, _res = _refuse(ctx)
    row = _row(ctx, sku)
    ctx.expect({"expect_visible": {"target": {"control": "Write off free units only", "exact": True, "within": row}}},
               {"expect_text": {"text": "Not written off: ", "within": row}})
    den = _loc_id(ctx, "Denver store")
    other, _ = _pick(ctx, [("SKU-1008", den)], lambda s, loc, on, res: loc == den and res == 0 and on >= 3 and s != sku)
    _queue(ctx, other, den, 3, "Damaged")
    _behind_count(ctx, other, den, 2)
    _press(ctx, "Write off", other)
    ctx.expect({"expect_text": {"text": "Only 2 on hand now", "within": _row(ctx, other)}},
               {"expect_count": {"target": {"control": "Write off free units only", "exact": True,
                                            "within": _row(ctx, other)}, "count": 0}})


def free_write(ctx):
    """"Write off free units only" reads the item again, sets on hand to the reserved units with the
    row's reason, and logs "…: 8 Expired ($147.20), on hand 9 to 1, 1 reserved kept"."""
    sku, lid, on, res = _refuse(ctx, "Expired")
    start = _press(ctx, "Write off free units only", sku)
    write = _expect_adjust(ctx, start, sku, lid, res, "damaged", "Write off free units only")
    assert write.ok, f"the free-units write-off was refused: {_LOG['error'](write)}"
    _expect_line(ctx, _line(ctx, sku, lid, on - res, "Expired", on, res, f", {res} reserved kept"))
    _expect_queue(ctx, [])
    _choose(ctx, lid)
    _expect_stock(ctx, lid, free=True)


def free_fresh(ctx):
    """Another desk reserves 2 more units after the refusal: the button writes off only the units
    free now and names the reserved units it kept."""
    sku, lid, on, res = _refuse(ctx, "Missing")
    _behind_reserve(ctx, sku, lid, 2)
    start = _press(ctx, "Write off free units only", sku)
    write = _expect_adjust(ctx, start, sku, lid, res + 2, "shrinkage", "Write off free units only after a reservation")
    assert write.ok, f"the free-units write-off was refused: {_LOG['error'](write)}"
    _expect_line(ctx, _line(ctx, sku, lid, on - res - 2, "Missing", on, res + 2, f", {res + 2} reserved kept"))


def no_free(ctx):
    """When another desk has reserved every free unit, the button writes nothing and shows "No free
    units to write off"."""
    sku, lid, on, res = _refuse(ctx)
    _behind_reserve(ctx, sku, lid, on - res)
    start = _press(ctx, "Write off free units only", sku)
    ctx.expect({"expect_text": {"text": "No free units to write off", "within": _row(ctx, sku)}})
    _no_writes(ctx, start, "Write off free units only with no free units")
    _expect_queue(ctx, [sku])


def free_approved(ctx):
    """An approved row refused for reserved units writes its free units and the line reads
    "…, on hand 18 to 2, 2 reserved kept, approved by Dana Ruiz"."""
    sku, lid = _pick(ctx, [("SKU-1002", "ST-DEN")],
                     lambda s, loc, on, res: res > 0 and on > res and on * _cents(ctx, s) > LIMIT_CENTS
                     and (on - res) * _cents(ctx, s) < 100000)
    on, res = _level(ctx, sku, lid)
    units = max(on - res + 1, next(u for u in range(1, on + 1) if u * _cents(ctx, sku) > LIMIT_CENTS))
    _queue(ctx, sku, lid, units, "Damaged")
    ctx.expect({"fill": {"field": "Manager", "value": "Dana Ruiz"}})
    _press(ctx, "Approve", sku)
    start = _press(ctx, "Write off", sku)
    write = _one_write(ctx, start, "adjust_stock")
    assert not write.ok, "the system accepted a write-off below the reserved units"
    start = _press(ctx, "Write off free units only", sku)
    _expect_adjust(ctx, start, sku, lid, res, "damaged", "Write off free units only on an approved row")
    _expect_line(ctx, _line(ctx, sku, lid, on - res, "Damaged", on, res,
                            f", {res} reserved kept, approved by Dana Ruiz"))


# ==============================================================================================
# turn 5
# ==============================================================================================
def _batch(ctx, approve: bool = False):
    """Queue: A ready, B needs a manager, C ready (Missing), D refused for reserved units.
    Returns the rows as (sku, lid, units, cause, on hand, reserved)."""
    den = _loc_id(ctx, "Denver store")
    d_sku, d_lid, d_on, d_res = _ready_refusal(ctx)
    a, _ = _pick(ctx, [("SKU-1003", den)], lambda s, loc, on, res: loc == den and on - res >= 2 and s != d_sku)
    b, b_lid = _pick(ctx, [("SKU-1005", den)], lambda s, loc, on, res: on - res >= 5 and 5 * _cents(ctx, s) > LIMIT_CENTS
                     and s not in (a, d_sku))
    c, _ = _pick(ctx, [("SKU-1008", den)], lambda s, loc, on, res: loc == den and on - res >= 1 and s not in (a, b, d_sku))
    rows = [(a, den, 2, "Damaged"), (b, b_lid, 5, "Expired"), (c, den, 1, "Missing"), (d_sku, d_lid, d_on, "Damaged")]
    out = []
    for sku, lid, units, cause in rows:
        _queue(ctx, sku, lid, units, cause)
        out.append((sku, lid, units, cause, *_level(ctx, sku, lid)))
    if approve:
        ctx.expect({"fill": {"field": "Manager", "value": "Dana Ruiz"}})
        _press(ctx, "Approve", b)
    _choose(ctx, den)
    _expect_stock(ctx, den)
    return out


def _write_all(ctx) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Write off all", "exact": True}})
    return start


def write_all(ctx):
    """Write off all writes the ready rows in queue order (A, C, then D refused), each after a
    fresh read, skips the row that needs a manager, and never writes free units only."""
    rows = _batch(ctx)
    start = _write_all(ctx)
    (a, al, au, ac, aon, _), (b, *_), (c, cl, cu, cc, con, _), (d, dl, du, dc, don, _) = rows
    ctx.expect({"expect_text": {"regex": r"Wrote off \d+ of \d+ ready rows"}})
    made = _writes(ctx, start)
    wanted = [(a, al, aon - au, REASON[ac]), (c, cl, con - cu, REASON[cc]), (d, dl, 0, REASON[dc])]
    got = [(w.args.get("sku"), w.args.get("location"), w.args.get("counted_quantity"), w.args.get("reason"))
           for w in made]
    assert got == wanted and all(w.name == "adjust_stock" for w in made), \
        f"Write off all: wanted the writes {wanted} in queue order; the page wrote {_show(made)}"
    for w in made:
        _fresh_token(ctx, start, w, "get_item", "sku")
    assert [w.ok for w in made] == [True, True, False]


def write_all_leaves(ctx):
    """After Write off all the row that needs a manager is untouched and the refused row stays with
    its message; the others are written off with their lines."""
    rows = _batch(ctx)
    _write_all(ctx)
    (a, al, au, ac, aon, _), (b, *_), (c, cl, cu, cc, con, _), (d, dl, du, dc, don, dres) = rows
    _expect_queue(ctx, [b, d])
    ctx.expect({"expect_text": {"text": "Needs manager", "within": _row(ctx, b)}},
               {"expect_text": {"text": "Not written off: ", "within": _row(ctx, d)}})
    _expect_line(ctx, _line(ctx, a, al, au, ac, aon, aon - au))
    _expect_line(ctx, _line(ctx, c, cl, cu, cc, con, con - cu))


def write_all_summary(ctx):
    """Write off all reports "Wrote off 2 of 3 ready rows", and with the held row approved
    "Wrote off 3 of 4 ready rows"; then it reads the chosen location's stock once more."""
    _batch(ctx)
    start = _write_all(ctx)
    ctx.expect({"expect_text": {"regex": r"Wrote off 2 of 3 ready rows"}})
    made = _writes(ctx, start)
    assert made, "Write off all wrote nothing"
    _expect_stock_reread(ctx, made[-1], _loc_id(ctx, "Denver store"))


def write_all_approved(ctx):
    """With the held row approved, Write off all writes it too: "Wrote off 3 of 4 ready rows" and
    its line ends ", approved by Dana Ruiz"."""
    rows = _batch(ctx, approve=True)
    start = _write_all(ctx)
    ctx.expect({"expect_text": {"regex": r"Wrote off 3 of 4 ready rows"}})
    b, bl, bu, bc, bon, _ = rows[1]
    _expect_line(ctx, _line(ctx, b, bl, bu, bc, bon, bon - bu, ", approved by Dana Ruiz"))
    assert len(_writes(ctx, start)) == 4, f"wanted four writes, got {_show(_writes(ctx, start))}"


def total_written(ctx):
    """"Total written off" is the sum of the values on the Written off lines, a free-units line
    counted at the units actually written off."""
    rows = _batch(ctx)
    _write_all(ctx)
    (a, _, au, *_), _b, (c, _, cu, *_), (d, dl, du, _, don, dres) = rows
    total = au * _cents(ctx, a) + cu * _cents(ctx, c)
    ctx.expect({"expect_text": {"regex": rf"Total written off: {re.escape(money(total))}(?!\d)"}})
    _press(ctx, "Write off free units only", d)
    total += (don - dres) * _cents(ctx, d)
    ctx.expect({"expect_text": {"regex": rf"Total written off: {re.escape(money(total))}(?!\d)"}})


def write_all_checks(ctx):
    """Write off all makes each row's own checks: a ready row with fewer units on hand now shows
    "Only 1 on hand now" and is not written; the report says "Wrote off 1 of 3 ready rows"."""
    rows = _batch(ctx)
    (a, al, au, *_), _b, (c, cl, cu, cc, con, _), (d, dl, *_rest) = rows
    _behind_count(ctx, a, al, au - 1)
    start = _write_all(ctx)
    ctx.expect({"expect_text": {"regex": r"Wrote off 1 of 3 ready rows"}},
               {"expect_text": {"text": f"Only {au - 1} on hand now", "within": _row(ctx, a)}})
    made = _writes(ctx, start)
    got = [(w.args.get("sku"), w.args.get("counted_quantity")) for w in made]
    assert got == [(c, con - cu), (d, 0)], f"Write off all: wanted writes for {c} and {d} only; got {_show(made)}"


def write_all_button(ctx):
    """A "Write off all" button sits under the queue table."""
    sku, lid = _pick(ctx, [("SKU-1003", "ST-DEN")], lambda s, loc, on, res: on >= 1)
    _queue(ctx, sku, lid, 1, "Damaged")
    _expect_row(ctx, sku, lid, 1, "Damaged")
    ctx.expect({"expect_visible": {"control": "Write off all", "exact": True}})
    button = _box(ctx, {"control": "Write off all", "exact": True})
    cell = _box(ctx, {"column": "Item", "row": _name(ctx, sku), "within": QUEUE})
    assert button["y"] >= cell["y"] + cell["height"] - 1, \
        f"the Write off all button ({button}) is not under the queue table's rows ({cell})"
