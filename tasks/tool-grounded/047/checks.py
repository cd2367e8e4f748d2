"""Checks for the cover planner that the vocabulary cannot state on its own.

Every check that writes runs ``isolated``, so the live inventory never changes and each turn starts
from the default fixture. Some checks first let another desk change stock behind the app (counted
stock, a reservation, earlier transfers) and then load the page again, to put the planner into a
case the fixture does not have. The rules, as the requests pin them: daily demand is the 28-day
forecast divided by 28; Days of cover is Available / daily demand to one decimal ("79.3 days"); a
band is Short below 14 days, Healthy from 14 to 45 days, Surplus above 45; a Surplus location keeps
back 35 days and spares the rest; a Short location needs 21 days minus its Available; moves go in
whole case packs from turn 3; Accept reads the item, plans with its evidence token and commits.
"""

from __future__ import annotations

import runpy
from pathlib import Path

_LIB = Path(__file__).parents[2] / "_lib"
_LOG = runpy.run_path(str(_LIB / "toollog.py"))  # the tool-log helpers
_TAB = runpy.run_path(str(_LIB / "tables.py"))  # rows, cells and texts

_mark = _LOG["mark"]
_calls = _LOG["calls"]
_writes = _LOG["writes"]
_show = _LOG["show"]
_arg = _LOG["arg"]
_index = _LOG["index"]
_wait_calls = _LOG["wait_calls"]
_no_writes = _LOG["no_writes"]
_expect_writes = _LOG["expect_writes"]
_fresh_token = _LOG["fresh_token"]
_reads_after = _LOG["reads_after"]
_cell = _TAB["cell"]
_cell_matches = _TAB["cell_matches"]
_row = _TAB["row"]
_see = _TAB["see"]
_absent = _TAB["absent"]

COVER = {"section": "Cover by location"}
MOVES = {"section": "Proposed moves"}
MADE = {"section": "Moves made"}
RECENT = {"section": "Recent transfers"}

HEADLAMP = "Trail Headlamp 300 lm"
BOTTLE = "Insulated Bottle 750 ml"
FUEL = "Camp Stove Fuel 230 g"
SOCKS = "Merino Hiking Socks (M)"
TARP = "Ultralight Tarp 10 ft"
DRYBAG = "Dry Bag 20 L"
NAMES = {"ST-DEN": "Denver store", "ST-PDX": "Portland store", "WH-CMH": "Columbus DC", "WH-RNO": "Reno DC"}
IDS = {v: k for k, v in NAMES.items()}


# --- page helpers -------------------------------------------------------------------------------
def _open(ctx) -> None:
    ctx.expect({"open": "/"})


def _choose(ctx, name: str) -> None:
    ctx.expect({"select": {"field": "Item", "option": name}})


def _band(ctx, loc: str, band: str) -> None:
    _cell_matches(ctx, COVER, loc, "Band", rf"^\W*{band}\W*$")


def _cover(ctx, loc: str, available: int, days: str, band: str | None = None) -> None:
    _cell(ctx, COVER, loc, "Available", str(available))
    _cell(ctx, COVER, loc, "Days of cover", days)
    if band:
        _band(ctx, loc, band)


def _moves(ctx, rows: list[tuple[str, str, int]]) -> None:
    """Proposed moves lists exactly these rows (From, To, Units), in this order, each with Accept."""
    ctx.expect(
        {"expect_list": {"target": {"column": "To", "within": MOVES}, "texts": [r[1] for r in rows], "whole": True}},
        {"expect_list": {"target": {"column": "From", "within": MOVES}, "texts": [r[0] for r in rows], "whole": True}},
    )
    for _frm, to, units in rows:
        _cell_matches(ctx, MOVES, to, "Units", rf"^\s*{units}(\s*units?)?\s*$")
        ctx.expect({"expect_visible": {"control": "Accept", "exact": True, "within": _row(MOVES, to)}})


def _accept(ctx, to: str) -> int:
    since = _mark(ctx)
    ctx.expect({"click": {"control": "Accept", "exact": True, "within": _row(MOVES, to)}})
    return since


def _type_units(ctx, to: str, value: str) -> None:
    ctx.expect({"fill": {"field": "Move units", "within": _row(MOVES, to), "value": value}})


def _committed(ctx, since: int, count: int) -> list:
    def probe():
        done = _calls(ctx, "commit_transfer", since, ok=True)
        return len(done) >= count, f"wanted {count} committed transfer(s); the page called {_show(_calls(ctx, since=since))}"

    ctx.until(probe)
    return _calls(ctx, "commit_transfer", since, ok=True)


def _state(ctx) -> dict:
    return ctx.runtime_state


def _on_hand(ctx, sku: str, loc: str) -> int:
    return _state(ctx)["items"][sku]["stock"].get(loc, {}).get("on_hand", 0)


def _transfers(ctx) -> list:
    return _state(ctx)["transfers"]


# --- another desk -------------------------------------------------------------------------------
def _token(ctx, sku: str) -> str:
    return ctx.behind_the_app("get_item", {"sku": sku})["evidence_token"]


def _b_count(ctx, sku: str, loc: str, qty: int) -> None:
    ctx.behind_the_app("adjust_stock", {"sku": sku, "location": loc, "counted_quantity": qty,
                                        "reason": "cycle_count", "evidence_token": _token(ctx, sku)})


def _b_move(ctx, sku: str, frm: str, to: str, qty: int) -> dict:
    plan = ctx.behind_the_app("plan_transfer", {"sku": sku, "from_location": frm, "to_location": to,
                                                "quantity": qty, "evidence_token": _token(ctx, sku)})
    return ctx.behind_the_app("commit_transfer", {"plan_id": plan["plan_id"], "plan_token": plan["plan_token"]})


def _b_reserve(ctx, sku: str, loc: str, qty: int) -> None:
    ctx.behind_the_app("reserve_stock", {"sku": sku, "location": loc, "quantity": qty, "reference": "WEB-88310"})


def _scenario(ctx) -> None:
    """Counts recorded by another desk, then the page loaded again on Dry Bag 20 L.
    Dry Bag (2 a day, case pack 10): Denver 12 (6.0 days), Portland 2 (1.0), Columbus 130 (65.0,
    spares 60), Reno 44 (22.0): moves Columbus DC to Portland store 40, then to Denver store 20.
    Ultralight Tarp (1 a day, case pack 6): Denver 60 (spares 25), Portland 3, Columbus 15, Reno 26:
    one move, Denver store to Portland store 18. Both the same with and without case packs."""
    _b_count(ctx, "SKU-1008", "WH-CMH", 130)
    _b_count(ctx, "SKU-1008", "ST-PDX", 2)
    _b_count(ctx, "SKU-1008", "ST-DEN", 12)
    _b_count(ctx, "SKU-1005", "ST-PDX", 3)
    _b_count(ctx, "SKU-1005", "WH-CMH", 15)
    _open(ctx)
    _choose(ctx, DRYBAG)


def _three_moves(ctx) -> None:
    """In the scenario: Dry Bag to Denver store (20), Ultralight Tarp to Portland store (18), Dry Bag to
    Portland store (40), switching items in between."""
    _scenario(ctx)
    since = _accept(ctx, "Denver store")
    _committed(ctx, since, 1)
    _choose(ctx, TARP)
    since = _accept(ctx, "Portland store")
    _committed(ctx, since, 1)
    _choose(ctx, DRYBAG)
    since = _accept(ctx, "Portland store")
    _committed(ctx, since, 1)


def _one_move(ctx, since: int, sku: str, frm: str, to: str, qty: int) -> tuple:
    """The page's writes since ``since`` are one plan of exactly this move, planned with a fresh
    token, then the commit of that plan."""
    _wait_calls(ctx, "commit_transfer", since, "Accept made no commit_transfer call")
    plan, commit = _expect_writes(ctx, since, [
        ("plan_transfer", {"sku": sku, "from_location": frm, "to_location": to, "quantity": qty}),
        ("commit_transfer", {}),
    ], f"Accept on the move of {qty} from {NAMES[frm]} to {NAMES[to]}")
    assert plan.ok, f"plan_transfer was refused: {plan.error}"
    assert commit.args.get("plan_id") == plan.result.get("plan_id") and \
        commit.args.get("plan_token") == plan.result.get("plan_token"), \
        "commit_transfer did not carry the plan_id and plan_token plan_transfer returned"
    _fresh_token(ctx, since, plan, "get_item", "sku")
    assert commit.ok, f"commit_transfer was refused: {commit.error}"
    return plan, commit


# --- turn 1 -------------------------------------------------------------------------------------
def available_live(ctx):
    """Available is live on hand minus reserved (Reno DC 476 for the headlamp, the report says 470;
    Ultralight Tarp at Denver store 60, the report says 4); the nightly report is never read."""
    _cell(ctx, COVER, "Reno DC", "Available", "476")
    _cell(ctx, COVER, "Portland store", "Available", "8")
    _cell(ctx, COVER, "Columbus DC", "Available", "60")
    _choose(ctx, TARP)
    _cell(ctx, COVER, "Denver store", "Available", "60")
    _cell(ctx, COVER, "Portland store", "Available", "4")
    used = _calls(ctx, "get_stock_report_cached")
    assert not used, "the page read the nightly stock report (get_stock_report_cached)"


def days_of_cover(ctx):
    """Insulated Bottle (7 a day): 16 → 2.3 days, 40 → 5.7, 300 → 42.9, 200 → 28.6 (rounded, not cut);
    the headlamp's Reno DC 476 / 6 → 79.3 days."""
    _cell(ctx, COVER, "Reno DC", "Days of cover", "79.3 days")
    _cell(ctx, COVER, "Columbus DC", "Days of cover", "10.0 days")
    _choose(ctx, BOTTLE)
    _cell(ctx, COVER, "Denver store", "Days of cover", "2.3 days")
    _cell(ctx, COVER, "Portland store", "Days of cover", "5.7 days")
    _cell(ctx, COVER, "Columbus DC", "Days of cover", "42.9 days")
    _cell(ctx, COVER, "Reno DC", "Days of cover", "28.6 days")


def bands(ctx):
    """Headlamp: three Short and Reno DC Surplus; Insulated Bottle: two Short, two Healthy; Ultralight
    Tarp: Denver store Surplus, Reno DC Healthy (26 days), Columbus DC Short (12 days)."""
    for loc in ("Denver store", "Portland store", "Columbus DC"):
        _band(ctx, loc, "Short")
    _band(ctx, "Reno DC", "Surplus")
    _choose(ctx, BOTTLE)
    _band(ctx, "Denver store", "Short")
    _band(ctx, "Portland store", "Short")
    _band(ctx, "Columbus DC", "Healthy")
    _band(ctx, "Reno DC", "Healthy")
    _choose(ctx, TARP)
    _band(ctx, "Denver store", "Surplus")
    _band(ctx, "Columbus DC", "Short")
    _band(ctx, "Reno DC", "Healthy")


def band_boundaries(ctx):
    """Counts put Insulated Bottle (7 a day) at 316 (45.1 days, Surplus), 97 (13.9, Short), 98 (exactly
    14, Healthy) and 315 (exactly 45, Healthy); one location Short."""
    _b_count(ctx, "SKU-1002", "ST-DEN", 318)   # 2 reserved: 316 available
    _b_count(ctx, "SKU-1002", "ST-PDX", 97)
    _b_count(ctx, "SKU-1002", "WH-CMH", 98)
    _b_count(ctx, "SKU-1002", "WH-RNO", 325)   # 10 reserved: 315 available
    _open(ctx)
    _choose(ctx, BOTTLE)
    _cover(ctx, "Denver store", 316, "45.1 days", "Surplus")
    _cover(ctx, "Portland store", 97, "13.9 days", "Short")
    _cover(ctx, "Columbus DC", 98, "14.0 days", "Healthy")
    _cover(ctx, "Reno DC", 315, "45.0 days", "Healthy")
    _see(ctx, "Short at 1 of 4 locations")


def short_count(ctx):
    """Short at 3 of 4 for the headlamp, 2 of 4 for the tarp, 4 of 4 for the stove fuel."""
    _see(ctx, "Short at 3 of 4 locations")
    _choose(ctx, TARP)
    _see(ctx, "Short at 2 of 4 locations")
    _choose(ctx, FUEL)
    _see(ctx, "Short at 4 of 4 locations")


def switch_reads_again(ctx):
    """Choosing Ultralight Tarp reads its stock (get_item or list_items) and its 28-day forecast again
    and shows its figures."""
    _cell(ctx, COVER, "Denver store", "Available", "14")
    since = _mark(ctx)
    _choose(ctx, TARP)
    _cover(ctx, "Denver store", 60, "60.0 days")
    made = _calls(ctx, since=since, ok=True)
    stock = [c for c in made if (c.name == "get_item" and _arg(c, "sku") == "SKU-1005") or c.name == "list_items"]
    assert stock, f"choosing {TARP} did not read its stock again: {_show(made)}"
    fc = [c for c in made if c.name == "forecast_demand" and _arg(c, "sku") == "SKU-1005"
          and c.args.get("days") == 28]
    assert fc, f"choosing {TARP} did not read its 28-day forecast: {_show(made)}"


# --- turn 2 -------------------------------------------------------------------------------------
def proposals_table(ctx):
    """Headlamp: Reno DC to Portland store 118, to Denver store 112, to Columbus DC 36 (lowest cover
    first; Reno DC spares 476 - 210 = 266)."""
    _moves(ctx, [("Reno DC", "Portland store", 118), ("Reno DC", "Denver store", 112), ("Reno DC", "Columbus DC", 36)])


def short_need(ctx):
    """Each Short location needs 21 days (126 for the headlamp) minus its Available: Portland 118,
    Denver 112."""
    _cell_matches(ctx, MOVES, "Portland store", "Units", r"^\s*118(\s*units?)?\s*$")
    _cell_matches(ctx, MOVES, "Denver store", "Units", r"^\s*112(\s*units?)?\s*$")


def keep_back(ctx):
    """Ultralight Tarp: Denver store keeps back 35 and spares 25: Portland store 17, Columbus DC the
    8 left (not its need of 9)."""
    _choose(ctx, TARP)
    _moves(ctx, [("Denver store", "Portland store", 17), ("Denver store", "Columbus DC", 8)])


def _two_givers(ctx) -> None:
    _b_count(ctx, "SKU-1008", "WH-RNO", 100)  # 50 days, spares 30
    _b_count(ctx, "SKU-1008", "WH-CMH", 120)  # 60 days, spares 50
    _open(ctx)
    _choose(ctx, DRYBAG)


def order_and_cap(ctx):
    """Dry Bag with two Surplus DCs: Portland store (3.5 days) first takes 35 from Columbus DC (spares
    50), then Denver store takes 30 from Reno DC, which now has the most to spare (30, capped)."""
    _two_givers(ctx)
    _moves(ctx, [("Columbus DC", "Portland store", 35), ("Reno DC", "Denver store", 30)])


def order_and_cap_packs(ctx):
    """As order_and_cap in whole packs of 10: Columbus DC to Portland store 30, Reno DC to Denver store 30."""
    _two_givers(ctx)
    _moves(ctx, [("Columbus DC", "Portland store", 30), ("Reno DC", "Denver store", 30)])


def no_moves(ctx):
    """Insulated Bottle and Camp Stove Fuel have no Surplus location: "No moves proposed", no Accept.
    With Ultralight Tarp counted at 50 at Denver store (spares 15), Portland store takes it all and
    Columbus DC's move of 0 is left out."""
    _choose(ctx, BOTTLE)
    _see(ctx, "No moves proposed", MOVES)
    ctx.expect({"expect_count": {"target": {"control": "Accept", "exact": True, "within": MOVES}, "count": 0}})
    _choose(ctx, FUEL)
    _see(ctx, "No moves proposed", MOVES)
    ctx.expect({"expect_count": {"target": {"control": "Accept", "exact": True, "within": MOVES}, "count": 0}})
    _b_count(ctx, "SKU-1005", "ST-DEN", 50)
    _open(ctx)
    _choose(ctx, TARP)
    ctx.expect({"expect_list": {"target": {"column": "To", "within": MOVES}, "texts": ["Portland store"],
                                "whole": True}})
    _absent(ctx, "No moves proposed", MOVES)


def accept_plan_commit(ctx):
    """Accept on Columbus DC to Portland store (40 Dry Bags): get_item, plan_transfer of exactly that
    move with the fresh token, commit_transfer of that plan; the system moved the units."""
    _scenario(ctx)
    since = _accept(ctx, "Portland store")
    _one_move(ctx, since, "SKU-1008", "WH-CMH", "ST-PDX", 40)
    assert _on_hand(ctx, "SKU-1008", "ST-PDX") == 42, "Portland store should hold 42 Dry Bags after the move"
    assert _on_hand(ctx, "SKU-1008", "WH-CMH") == 90, "Columbus DC should hold 90 Dry Bags after the move"


def accept_fresh_evidence(ctx):
    """Another desk counts Reno DC again after the page loaded (the item's version changes): Accept still
    plans with the token of a read made after the click, and the move goes through."""
    _scenario(ctx)
    _b_count(ctx, "SKU-1008", "WH-RNO", 44)
    since = _accept(ctx, "Portland store")
    _one_move(ctx, since, "SKU-1008", "WH-CMH", "ST-PDX", 40)
    _absent(ctx, "Move refused")


def refusal_shown(ctx):
    """Another desk reserves 100 at Columbus DC (30 left): the plan of 40 is refused and the Portland
    store row shows the system's message; nothing is committed."""
    _scenario(ctx)
    _b_reserve(ctx, "SKU-1008", "WH-CMH", 100)
    since = _accept(ctx, "Portland store")
    _wait_calls(ctx, "plan_transfer", since, "Accept made no plan_transfer call")
    assert not _calls(ctx, "commit_transfer", since, ok=True), "a move was committed"
    ctx.expect({"expect_text": {
        "text": "Move refused: only 30 of SKU-1008 available at Columbus DC; cannot move 40",
        "within": _row(MOVES, "Portland store")}})
    assert len(_transfers(ctx)) == 3, "the system has a new transfer"


def no_own_check(ctx):
    """With only 30 free at Columbus DC after another desk's reservation, Accept still asks the system:
    it plans the 40 (refused) rather than judging the units itself."""
    _scenario(ctx)
    _b_reserve(ctx, "SKU-1008", "WH-CMH", 100)
    since = _accept(ctx, "Portland store")
    _wait_calls(ctx, "plan_transfer", since, "Accept made no plan_transfer call: the page judged the units itself")
    plans = _calls(ctx, "plan_transfer", since)
    assert any(c.args.get("quantity") == 40 and not c.ok for c in plans), \
        f"wanted the plan of 40 to go to the system (and be refused): {_show(plans)}"


def readback_after_move(ctx):
    """After the Portland store move the page reads the item again: Portland store 42 (21.0 days,
    Healthy), Columbus DC 90 (exactly 45.0 days, Healthy), so no move is left."""
    _scenario(ctx)
    since = _accept(ctx, "Portland store")
    commit = _committed(ctx, since, 1)[0]
    later = [c for c in _calls(ctx, since=_index(ctx, commit) + 1, ok=True)
             if (c.name == "get_item" and _arg(c, "sku") == "SKU-1008") or c.name == "list_items"]
    assert later, "the page did not read the item again after the move"
    _cover(ctx, "Portland store", 42, "21.0 days", "Healthy")
    _cover(ctx, "Columbus DC", 90, "45.0 days", "Healthy")
    _see(ctx, "No moves proposed", MOVES)


def moves_made_line(ctx):
    """A line "TR-2201: 40 Dry Bag 20 L from Columbus DC to Portland store" under Moves made."""
    _scenario(ctx)
    since = _accept(ctx, "Portland store")
    _committed(ctx, since, 1)
    _see(ctx, "TR-2201: 40 Dry Bag 20 L from Columbus DC to Portland store", MADE)


def log_every_move(ctx):
    """Three moves over two items, switching items in between: three lines in the order made and
    "Total: 3 moves, 78 units"; one move shows "Total: 1 move, 20 units"."""
    _scenario(ctx)
    since = _accept(ctx, "Denver store")
    _committed(ctx, since, 1)
    _see(ctx, "Total: 1 move, 20 units", MADE)
    _absent(ctx, "1 moves", MADE)
    _choose(ctx, TARP)
    _see(ctx, "TR-2201: 20 Dry Bag 20 L from Columbus DC to Denver store", MADE)
    since = _accept(ctx, "Portland store")
    _committed(ctx, since, 1)
    _choose(ctx, DRYBAG)
    since = _accept(ctx, "Portland store")
    _committed(ctx, since, 1)
    ctx.expect({"expect_order": {"within": MADE, "texts": [
        "TR-2201: 20 Dry Bag 20 L from Columbus DC to Denver store",
        "TR-2202: 18 Ultralight Tarp 10 ft from Denver store to Portland store",
        "TR-2203: 40 Dry Bag 20 L from Columbus DC to Portland store",
        "Total: 3 moves, 78 units"]}})


# --- turn 3 -------------------------------------------------------------------------------------
def proposals_packs(ctx):
    """Headlamp in packs of 12: Portland store 118 → 108 (Reno DC spares 158 more), Denver store
    112 → 108 (50 more), Columbus DC 50 → 48; rounding after lowering the spare would give 36."""
    _moves(ctx, [("Reno DC", "Portland store", 108), ("Reno DC", "Denver store", 108), ("Reno DC", "Columbus DC", 48)])


def keep_back_packs(ctx):
    """Ultralight Tarp in packs of 6: Denver store to Portland store 12, to Columbus DC 6."""
    _choose(ctx, TARP)
    _moves(ctx, [("Denver store", "Portland store", 12), ("Denver store", "Columbus DC", 6)])


def packs_zero(ctx):
    """Ultralight Tarp counted at 50 at Denver store (spares 15): Portland store 12; Columbus DC's 3
    rounds down to 0 and is left out."""
    _b_count(ctx, "SKU-1005", "ST-DEN", 50)
    _open(ctx)
    _choose(ctx, TARP)
    _moves(ctx, [("Denver store", "Portland store", 12)])


def accept_rounded(ctx):
    """Accept on the headlamp's Portland store row moves 108; the line ends "($1,987.20)" and the total
    reads "Total: 1 move, 108 units, $1,987.20"."""
    since = _accept(ctx, "Portland store")
    _one_move(ctx, since, "SKU-1001", "WH-RNO", "ST-PDX", 108)
    _see(ctx, "TR-2201: 108 Trail Headlamp 300 lm from Reno DC to Portland store ($1,987.20)", MADE)
    _see(ctx, "Total: 1 move, 108 units, $1,987.20", MADE)


def log_values(ctx):
    """The three moves of the scenario: ($258.00), ($756.00), ($516.00) and "Total: 3 moves, 78 units,
    $1,530.00"."""
    _three_moves(ctx)
    ctx.expect({"expect_order": {"within": MADE, "texts": [
        "TR-2201: 20 Dry Bag 20 L from Columbus DC to Denver store ($258.00)",
        "TR-2202: 18 Ultralight Tarp 10 ft from Denver store to Portland store ($756.00)",
        "TR-2203: 40 Dry Bag 20 L from Columbus DC to Portland store ($516.00)",
        "Total: 3 moves, 78 units, $1,530.00"]}})


def case_pack_shown(ctx):
    """"Case pack: 12" for the headlamp, "Case pack: 6" for the tarp, "Case pack: 10" for the dry bag."""
    _see(ctx, "Case pack: 12")
    _choose(ctx, TARP)
    _see(ctx, "Case pack: 6")
    _absent(ctx, "Case pack: 12")
    _choose(ctx, DRYBAG)
    _see(ctx, "Case pack: 10")


# --- turn 4 -------------------------------------------------------------------------------------
def move_units_start(ctx):
    """Each row's Move units starts at its proposal (108, 108, 48), and the Units column still shows it."""
    for to, units in (("Portland store", "108"), ("Denver store", "108"), ("Columbus DC", "48")):
        ctx.expect({"expect_value": {"target": {"field": "Move units", "within": _row(MOVES, to)}, "value": units}})
        _cell_matches(ctx, MOVES, to, "Units", rf"^\s*{units}(\s*units?)?\s*$")
    _choose(ctx, TARP)
    ctx.expect({"expect_value": {"target": {"field": "Move units", "within": _row(MOVES, "Columbus DC")}, "value": "6"}})


def typed_units_moved(ctx):
    """60 typed in the Portland store row: the plan is for 60, the line reads 60 and $1,104.00."""
    _type_units(ctx, "Portland store", "60")
    since = _accept(ctx, "Portland store")
    _one_move(ctx, since, "SKU-1001", "WH-RNO", "ST-PDX", 60)
    _see(ctx, "TR-2201: 60 Trail Headlamp 300 lm from Reno DC to Portland store ($1,104.00)", MADE)


def units_guard(ctx):
    """13, 0 and -12 are refused with "Units must be a multiple of 12" in the row and nothing written;
    12 (one case) is moved; for the tarp 8 gives "Units must be a multiple of 6"."""
    for bad in ("13", "0", "-12"):
        _type_units(ctx, "Portland store", bad)
        since = _accept(ctx, "Portland store")
        ctx.expect({"expect_text": {"text": "Units must be a multiple of 12", "within": _row(MOVES, "Portland store")}})
        _no_writes(ctx, since, f"Accept with {bad} typed")
    _type_units(ctx, "Portland store", "12")
    since = _accept(ctx, "Portland store")
    _one_move(ctx, since, "SKU-1001", "WH-RNO", "ST-PDX", 12)
    _choose(ctx, TARP)
    _type_units(ctx, "Portland store", "8")
    since = _accept(ctx, "Portland store")
    ctx.expect({"expect_text": {"text": "Units must be a multiple of 6", "within": _row(MOVES, "Portland store")}})
    _no_writes(ctx, since, "Accept with 8 typed for a case pack of 6")


def beyond_spare(ctx):
    """300 typed for Portland store (Reno DC spares only 266 after its keep-back, 476 are there): the
    page plans and commits 300."""
    _type_units(ctx, "Portland store", "300")
    since = _accept(ctx, "Portland store")
    _one_move(ctx, since, "SKU-1001", "WH-RNO", "ST-PDX", 300)
    _see(ctx, "TR-2201: 300 Trail Headlamp 300 lm from Reno DC to Portland store", MADE)


def beyond_available(ctx):
    """600 typed (476 at Reno DC): the system refuses and the row shows its message; nothing committed."""
    _type_units(ctx, "Portland store", "600")
    since = _accept(ctx, "Portland store")
    _wait_calls(ctx, "plan_transfer", since, "Accept made no plan_transfer call")
    plans = _calls(ctx, "plan_transfer", since)
    assert any(c.args.get("quantity") == 600 for c in plans), f"wanted a plan of 600: {_show(plans)}"
    ctx.expect({"expect_text": {
        "text": "Move refused: only 476 of SKU-1001 available at Reno DC; cannot move 600",
        "within": _row(MOVES, "Portland store")}})
    assert not _calls(ctx, "commit_transfer", since, ok=True), "a move was committed"


def recent_switch(ctx):
    """Headlamp: no transfers listed. Choosing Dry Bag reads the transfers again (list_transfers) and lists
    TR-2200, not the bottle's TR-2199; Insulated Bottle: TR-2199, not TR-2200."""
    _absent(ctx, "TR-22", RECENT)
    since = _mark(ctx)
    _choose(ctx, DRYBAG)
    _see(ctx, "TR-2200: 10 from Columbus DC to Portland store", RECENT)
    _absent(ctx, "TR-2199", RECENT)
    assert _calls(ctx, "list_transfers", since, ok=True), "choosing Dry Bag 20 L did not read its transfers (list_transfers)"
    since = _mark(ctx)
    _choose(ctx, BOTTLE)
    _see(ctx, "TR-2199: 24 from Reno DC to Portland store", RECENT)
    _absent(ctx, "TR-2200", RECENT)
    assert _calls(ctx, "list_transfers", since, ok=True), "choosing Insulated Bottle 750 ml did not read its transfers again"


def recent_three(ctx):
    """Another desk moves Insulated Bottles four times (TR-2201..TR-2204), then Dry Bags (TR-2205): the
    bottle's three latest are listed, newest first; TR-2201, TR-2199 and the dry bag's TR-2205 are not."""
    for qty in (5, 6, 7, 8):
        _b_move(ctx, "SKU-1002", "WH-CMH", "ST-DEN", qty)
    _b_move(ctx, "SKU-1008", "WH-CMH", "ST-PDX", 10)  # TR-2205, another item's, the newest of all
    _open(ctx)
    _choose(ctx, BOTTLE)
    ctx.expect({"expect_order": {"within": RECENT, "texts": [
        "TR-2204: 8 from Columbus DC to Denver store",
        "TR-2203: 7 from Columbus DC to Denver store",
        "TR-2202: 6 from Columbus DC to Denver store"]}})
    _absent(ctx, "TR-2201", RECENT)
    _absent(ctx, "TR-2199", RECENT)
    _absent(ctx, "TR-2205", RECENT)


def recent_after_move(ctx):
    """After the Dry Bag move to Portland store the page reads the transfers again: TR-2201 first, then
    TR-2200."""
    _scenario(ctx)
    since = _accept(ctx, "Portland store")
    commit = _committed(ctx, since, 1)[0]
    _reads_after(ctx, commit, ["list_transfers"])
    ctx.expect({"expect_order": {"within": RECENT, "texts": [
        "TR-2201: 40 from Columbus DC to Portland store",
        "TR-2200: 10 from Columbus DC to Portland store"]}})


# --- turn 5 -------------------------------------------------------------------------------------
def _accept_all(ctx) -> int:
    since = _mark(ctx)
    ctx.expect({"click": {"control": "Accept all", "exact": True}})
    return since


def _plans_fresh(ctx, since: int) -> None:
    """Every plan after ``since`` carried the token of a get_item read made after the previous write."""
    start = since
    for w in _writes(ctx, since):
        if w.name == "plan_transfer":
            _fresh_token(ctx, start, w, "get_item", "sku")
        start = _index(ctx, w) + 1


def accept_all_runs(ctx):
    """Accept all on the headlamp: Portland store 108, Denver store 108, Columbus DC 48 in that order,
    each read, planned and committed; "Made 3 of 3 moves"."""
    since = _accept_all(ctx)
    _committed(ctx, since, 3)
    made = _expect_writes(ctx, since, [
        ("plan_transfer", {"sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "ST-PDX", "quantity": 108}),
        ("commit_transfer", {}),
        ("plan_transfer", {"sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "ST-DEN", "quantity": 108}),
        ("commit_transfer", {}),
        ("plan_transfer", {"sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "WH-CMH", "quantity": 48}),
        ("commit_transfer", {}),
    ], "Accept all on the headlamp's three moves")
    assert all(w.ok for w in made), f"a write was refused: {_show(made)}"
    _plans_fresh(ctx, since)
    _see(ctx, "Made 3 of 3 moves")


def accept_all_readback(ctx):
    """After Accept all the page shows the new stock (Reno DC 212, 35.3 days; Portland store 116, 19.3;
    Denver store 122, 20.3; Columbus DC 108, 18.0; all Healthy), no move left, and the three lines with
    their total."""
    since = _accept_all(ctx)
    done = _committed(ctx, since, 3)
    later = [c for c in _calls(ctx, since=_index(ctx, done[-1]) + 1, ok=True)
             if (c.name == "get_item" and _arg(c, "sku") == "SKU-1001") or c.name == "list_items"]
    assert later, "the page did not read the item again after Accept all"
    _cover(ctx, "Reno DC", 212, "35.3 days", "Healthy")
    _cover(ctx, "Portland store", 116, "19.3 days", "Healthy")
    _cover(ctx, "Denver store", 122, "20.3 days", "Healthy")
    _cover(ctx, "Columbus DC", 108, "18.0 days", "Healthy")
    _see(ctx, "No moves proposed", MOVES)
    ctx.expect({"expect_order": {"within": MADE, "texts": [
        "TR-2201: 108 Trail Headlamp 300 lm from Reno DC to Portland store ($1,987.20)",
        "TR-2202: 108 Trail Headlamp 300 lm from Reno DC to Denver store ($1,987.20)",
        "TR-2203: 48 Trail Headlamp 300 lm from Reno DC to Columbus DC ($883.20)",
        "Total: 3 moves, 264 units, $4,857.60"]}})


def accept_all_typed(ctx):
    """13 typed for Denver store and 24 for Columbus DC: Accept all moves 108 to Portland store, skips
    Denver store (not a multiple of 12), moves 24 to Columbus DC: "Made 2 of 3 moves"."""
    _type_units(ctx, "Denver store", "13")
    _type_units(ctx, "Columbus DC", "24")
    since = _accept_all(ctx)
    _committed(ctx, since, 2)
    _expect_writes(ctx, since, [
        ("plan_transfer", {"sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "ST-PDX", "quantity": 108}),
        ("commit_transfer", {}),
        ("plan_transfer", {"sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "WH-CMH", "quantity": 24}),
        ("commit_transfer", {}),
    ], "Accept all with 13 typed for Denver store and 24 for Columbus DC")
    _see(ctx, "Made 2 of 3 moves")


def accept_all_refused(ctx):
    """Another desk reserves 276 at Reno DC (200 left): Portland store 108 goes, Denver store 108 is
    refused (92 left), Columbus DC 48 still goes: "Made 2 of 3 moves"."""
    _b_reserve(ctx, "SKU-1001", "WH-RNO", 276)
    since = _accept_all(ctx)
    _committed(ctx, since, 2)
    made = _expect_writes(ctx, since, [
        ("plan_transfer", {"sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "ST-PDX", "quantity": 108}),
        ("commit_transfer", {}),
        ("plan_transfer", {"sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "ST-DEN", "quantity": 108}),
        ("plan_transfer", {"sku": "SKU-1001", "from_location": "WH-RNO", "to_location": "WH-CMH", "quantity": 48}),
        ("commit_transfer", {}),
    ], "Accept all with Denver store's move refused")
    assert not made[2].ok, "the Denver store plan should have been refused"
    _see(ctx, "Made 2 of 3 moves")
    _see(ctx, "TR-2202: 48 Trail Headlamp 300 lm from Reno DC to Columbus DC", MADE)


def by_item(ctx):
    """The scenario's three moves: under the Total line, "Dry Bag 20 L: 2 moves, 60 units, $774.00" then
    "Ultralight Tarp 10 ft: 1 move, 18 units, $756.00"."""
    _three_moves(ctx)
    ctx.expect({"expect_order": {"within": MADE, "texts": [
        "Total: 3 moves, 78 units, $1,530.00",
        "Dry Bag 20 L: 2 moves, 60 units, $774.00",
        "Ultralight Tarp 10 ft: 1 move, 18 units, $756.00"]}})


def accept_all_summary(ctx):
    """13 typed for Denver store (rejected, but tried): Accept all makes the other two moves and shows
    "Made 2 of 3 moves"."""
    _type_units(ctx, "Denver store", "13")
    since = _accept_all(ctx)
    _committed(ctx, since, 2)
    _see(ctx, "Made 2 of 3 moves")
