"""Checks for the work-order backlog clean-up desk that the vocabulary cannot state alone.

Every expectation is computed from ``ctx.runtime_state`` (the live system, or the requirement's own copy of it),
so a check holds on whatever state its turn starts from. Every check that writes, or that lets another desk act
behind the app, is ``isolated``: the contract never changes the live state. Another desk acts behind the app only
before a fresh load, before a Reload or before the click that makes the page write (an order cancelled at the
next desk, a new order raised by the help desk). Tool-log helpers come from tasks/_lib/toollog.py, row and text
helpers from tasks/_lib/tables.py.
"""

from __future__ import annotations

import re
import runpy
from datetime import datetime
from pathlib import Path

_LIB = Path(__file__).parents[2] / "_lib"
_LOG = runpy.run_path(str(_LIB / "toollog.py"))
mark = _LOG["mark"]
calls = _LOG["calls"]
writes = _LOG["writes"]
show = _LOG["show"]
arg = _LOG["arg"]
error = _LOG["error"]
index = _LOG["index"]
wait_calls = _LOG["wait_calls"]
one_write = _LOG["one_write"]
no_calls = _LOG["no_calls"]
no_writes = _LOG["no_writes"]
expect_writes = _LOG["expect_writes"]
fresh_token = _LOG["fresh_token"]
reads_after = _LOG["reads_after"]

_TAB = runpy.run_path(str(_LIB / "tables.py"))
exact = _TAB["exact"]
row = _TAB["row"]
cell = _TAB["cell"]
row_gone = _TAB["row_gone"]
row_shown = _TAB["row_shown"]
see = _TAB["see"]
absent = _TAB["absent"]

ASSETS = {"section": "Assets"}
ORD = {"section": "Asset orders"}
CAN = {"section": "Cancelled orders"}
DUP = {"section": "Possible duplicates"}
SITES = {"section": "Sites"}
UNFINISHED = ("open", "assigned", "in_progress", "on_hold")


# --- the system, as the checks read it ----------------------------------------------------------
def _st(ctx) -> dict:
    return ctx.runtime_state


def _asset(ctx, aid: str) -> dict:
    return _st(ctx)["assets"][aid]


def _wo(ctx, oid: str) -> dict:
    return _st(ctx)["work_orders"][oid]


def _assets(ctx) -> list[dict]:
    return [_st(ctx)["assets"][a] for a in sorted(_st(ctx)["assets"])]


def _site_name(ctx, site_id: str) -> str:
    return _st(ctx)["sites"][site_id]["name"]


def _overdue(ctx, wo: dict) -> bool:
    return wo["status"] in UNFINISHED and wo["due_at"] < _st(ctx)["clock"]


def _unfinished(ctx, aid: str) -> list[dict]:
    rows = [w for w in _st(ctx)["work_orders"].values() if w["asset_id"] == aid and w["status"] in UNFINISHED]
    return sorted(rows, key=lambda w: (w["opened_at"], w["id"]))


def _cancelled(ctx, aid: str) -> list[dict]:
    rows = [w for w in _st(ctx)["work_orders"].values() if w["asset_id"] == aid and w["status"] == "cancelled"]
    return sorted(rows, key=lambda w: w["id"])


def _t(iso: str) -> datetime:
    return datetime.fromisoformat(iso.replace("Z", "+00:00"))


def _pairs(ctx) -> list[tuple[dict, dict]]:
    """Unfinished orders on one asset, same trade, opened at most 24 hours apart; earlier first."""
    out = []
    for a in _assets(ctx):
        open_ = _unfinished(ctx, a["id"])
        for i, x in enumerate(open_):
            for y in open_[i + 1:]:
                if x["trade"] == y["trade"] and (_t(y["opened_at"]) - _t(x["opened_at"])).total_seconds() <= 86400:
                    out.append((x, y))
    return sorted(out, key=lambda p: (p[0]["asset_id"], p[0]["id"]))


def _pair_text(ctx, x: dict, y: dict) -> str:
    return f"{_asset(ctx, x['asset_id'])['name']}: {x['id']} and {y['id']}"


def _utc(iso: str) -> str:
    return f"{iso[:10]} {iso[11:16]}"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _see_line(ctx, text: str, within: dict | None = None) -> None:
    """``text`` shown as a whole (no letter or digit right after it: "1 unfinished order" is not "…orders")."""
    _see_re(ctx, rf"(?<![\w-]){re.escape(text)}(?![\w])", within)


def _count_line(ctx, aid: str) -> str:
    a = _asset(ctx, aid)
    return f"{a['name']} ({aid}): {_plural(len(_unfinished(ctx, aid)), 'unfinished order')}"



# --- another desk, behind the app ---------------------------------------------------------------
def _b_cancel(ctx, oid: str, reason: str = "Cancelled at the help desk") -> None:
    tok = ctx.behind_the_app("get_work_order", {"work_order_id": oid})["evidence_token"]
    ctx.behind_the_app("cancel_work_order", {"work_order_id": oid, "evidence_token": tok, "reason": reason})


def _b_create(ctx, aid: str, title: str, priority: str, trade: str) -> str:
    out = ctx.behind_the_app("create_work_order", {"asset_id": aid, "title": title, "priority": priority,
                                                   "trade": trade})
    return out["work_order"]["id"]


# --- the page -----------------------------------------------------------------------------------
def _open(ctx) -> None:
    ctx.expect({"open": "/"})


def _see_re(ctx, regex: str, within: dict | None = None) -> None:
    step: dict = {"regex": regex}
    if within is not None:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _assets_listed(ctx) -> None:
    ctx.expect({"expect_list": {"target": {"column": "Asset", "within": ASSETS},
                                "texts": [a["id"] for a in _assets(ctx)], "whole": True}})


def _show(ctx, aid: str) -> None:
    ctx.expect({"click": {"control": "Show orders", "within": row(ASSETS, aid)}})
    _see_line(ctx, _count_line(ctx, aid), ORD)


def _orders_listed(ctx, aid: str) -> None:
    ctx.expect({"expect_list": {"target": {"column": "Order", "within": ORD},
                                "texts": [w["id"] for w in _unfinished(ctx, aid)], "whole": True}})


def _reload(ctx) -> int:
    start = mark(ctx)
    ctx.expect({"click": {"control": "Reload"}})
    return start


def _reason(ctx, value: str) -> None:
    ctx.expect({"fill": {"field": "Reason", "within": ORD, "value": value}})


def _click_cancel(ctx, oid: str) -> int:
    start = mark(ctx)
    ctx.expect({"click": {"control": "Cancel", "exact": True, "within": row(ORD, oid)}})
    return start


def _click_keep(ctx, oid: str) -> int:
    start = mark(ctx)
    ctx.expect({"click": {"control": f"Keep {oid}", "within": DUP}})
    return start


def _click_reraise(ctx, oid: str) -> int:
    start = mark(ctx)
    ctx.expect({"click": {"control": "Re-raise", "within": row(CAN, oid)}})
    return start


def _cancel_call(ctx, start: int, oid: str, reason: str):
    """The page's one cancel_work_order since ``start``: on ``oid``, with ``reason``, with a fresh token."""
    wait_calls(ctx, "cancel_work_order", start, f"the page did not cancel {oid}")
    call = expect_writes(ctx, start, [("cancel_work_order", {"work_order_id": oid})], f"cancelling {oid}")[0]
    assert arg(call, "reason") == reason and call.args.get("reason") == reason, \
        f"{oid} was cancelled with the reason {call.args.get('reason')!r}, wanted {reason!r}"
    fresh_token(ctx, start, call, "get_work_order", "work_order_id")
    return call


def _wait_cancel(ctx, start: int):
    return one_write(ctx, start, "cancel_work_order")


def _readback(ctx, call, oid: str) -> None:
    """After ``call`` the page reads ``oid`` again (get_work_order)."""

    def probe() -> tuple[bool, str]:
        after = ctx.tool_calls[index(ctx, call) + 1:]
        ok = any(c.kind == "tool" and c.name == "get_work_order" and c.ok and arg(c, "work_order_id") == oid
                 for c in after)
        return ok, f"after {call.name} the page did not read {oid} back (get_work_order)"

    ctx.until(probe)


def _cancelled_msg(ctx, oid: str) -> str:
    w = _wo(ctx, oid)
    return f"{oid} is now {w['status'].replace('_', ' ')}: {w['cancel_reason']}"


def _open_cell(ctx, aid: str) -> None:
    cell(ctx, ASSETS, aid, "Open orders", str(len(_unfinished(ctx, aid))))


# ================================================================================================
# turn 1
# ================================================================================================
def assets_rows(ctx):
    """Every asset, retired included, by id."""
    _open(ctx)
    _assets_listed(ctx)


def show_buttons(ctx):
    """A Show orders button on every asset row, the retired one included."""
    _open(ctx)
    _assets_listed(ctx)
    for a in _assets(ctx):
        ctx.expect({"expect_visible": {"control": "Show orders", "within": row(ASSETS, a["id"])}})


def assets_cells(ctx):
    """Name, Site (the site's name) and Status (underscores as spaces) for every asset."""
    _open(ctx)
    _assets_listed(ctx)
    for a in _assets(ctx):
        cell(ctx, ASSETS, a["id"], "Name", a["name"])
        cell(ctx, ASSETS, a["id"], "Site", _site_name(ctx, a["site_id"]))
        cell(ctx, ASSETS, a["id"], "Status", a["status"].replace("_", " "))


def assets_open(ctx):
    """Open orders is the system's count of unfinished orders on every asset; no cached dashboard figure."""
    _open(ctx)
    _assets_listed(ctx)
    for a in _assets(ctx):
        _open_cell(ctx, a["id"])
    assert not calls(ctx, "get_dashboard_cached"), "the page read last night's dashboard export"


def choose_prompt(ctx):
    """Before an asset is chosen, Asset orders reads "Choose an asset"."""
    _open(ctx)
    _assets_listed(ctx)
    see(ctx, "Choose an asset", ORD)


def count_line(ctx):
    """The line for three, one and no unfinished orders."""
    _open(ctx)
    for aid in ("AS-203", "AS-101", "AS-304"):
        _show(ctx, aid)
        _see_line(ctx, _count_line(ctx, aid), ORD)
    absent(ctx, "Choose an asset", ORD)


def orders_rows(ctx):
    """The chosen asset's unfinished orders only, earliest opened first (not by due time, not by id)."""
    new = _b_create(ctx, "AS-203", "Lift car emergency phone dead", "P1", "mechanical")
    _open(ctx)
    _show(ctx, "AS-203")
    _orders_listed(ctx, "AS-203")
    assert new in [w["id"] for w in _unfinished(ctx, "AS-203")]
    _show(ctx, "AS-204")
    _orders_listed(ctx, "AS-204")
    _show(ctx, "AS-105")
    _orders_listed(ctx, "AS-105")
    absent(ctx, "WO-1976", {"column": "Order", "within": ORD})


def orders_cells(ctx):
    """Title, Priority, Status (underscores as spaces), Opened and Due as "2026-04-13 09:30"."""
    _open(ctx)
    for aid in ("AS-103", "AS-204"):
        _show(ctx, aid)
        for w in _unfinished(ctx, aid):
            cell(ctx, ORD, w["id"], "Title", w["title"])
            cell(ctx, ORD, w["id"], "Priority", w["priority"])
            cell(ctx, ORD, w["id"], "Status", w["status"].replace("_", " "))
            cell(ctx, ORD, w["id"], "Opened", _utc(w["opened_at"]))
            cell(ctx, ORD, w["id"], "Due", _utc(w["due_at"]))


def reload_rereads(ctx):
    """Reload reads the assets and the chosen asset's orders again and keeps that asset chosen."""
    _open(ctx)
    _show(ctx, "AS-203")
    _b_cancel(ctx, "WO-1998")
    new = _b_create(ctx, "AS-203", "Lift landing button sticking", "P3", "mechanical")
    _reload(ctx)
    _see_line(ctx, _count_line(ctx, "AS-203"), ORD)
    _orders_listed(ctx, "AS-203")
    row_shown(ctx, ORD, new, "Order")
    _open_cell(ctx, "AS-203")


# ================================================================================================
# turn 2
# ================================================================================================
def reason_box(ctx):
    """A Reason box in Asset orders, empty when the page opens; a Cancel button on every order row."""
    _open(ctx)
    _show(ctx, "AS-203")
    ctx.expect({"expect_value": {"field": "Reason", "within": ORD, "value": ""}})
    for w in _unfinished(ctx, "AS-203"):
        ctx.expect({"expect_visible": {"control": "Cancel", "exact": True, "within": row(ORD, w["id"])}})


def _refused_locally(ctx, oid: str, typed: str) -> None:
    _reason(ctx, typed)
    start = _click_cancel(ctx, oid)
    see(ctx, "Give a reason of 5 to 200 characters")
    no_calls(ctx, start, f"Cancel with the reason {typed!r}")


def reason_too_short(ctx):
    """Empty, and four characters with spaces around them: the message, and no tool call at all."""
    _open(ctx)
    _show(ctx, "AS-203")
    _refused_locally(ctx, "WO-1998", "")
    _refused_locally(ctx, "WO-1998", "   Dup.   ")
    row_shown(ctx, ORD, "WO-1998", "Order")


def reason_too_long(ctx):
    """201 characters: the message, and no tool call at all."""
    _open(ctx)
    _show(ctx, "AS-203")
    _refused_locally(ctx, "WO-1998", "x" * 201)


def reason_bounds_accepted(ctx):
    """Five characters with spaces around them, and exactly 200: both sent, trimmed."""
    _open(ctx)
    _show(ctx, "AS-203")
    _reason(ctx, "  Stale  ")
    start = _click_cancel(ctx, "WO-1984")
    _cancel_call(ctx, start, "WO-1984", "Stale")
    see(ctx, _cancelled_msg(ctx, "WO-1984"))
    long_reason = ("Raised twice by the lift contractor " * 6)[:199] + "Z"
    assert len(long_reason) == 200
    _reason(ctx, long_reason)
    start = _click_cancel(ctx, "WO-1998")
    _cancel_call(ctx, start, "WO-1998", long_reason)


def cancel_sends(ctx):
    """Cancel reads the order for a fresh token and cancels exactly that order with the reason typed."""
    _open(ctx)
    _show(ctx, "AS-203")
    _reason(ctx, "Duplicate report")
    start = _click_cancel(ctx, "WO-1998")
    _cancel_call(ctx, start, "WO-1998", "Duplicate report")
    assert _wo(ctx, "WO-1998")["status"] == "cancelled", "WO-1998 is not cancelled in the system"
    assert _wo(ctx, "WO-1997")["status"] == "open", "WO-1997 was touched"


def cancel_message(ctx):
    """After the cancel the page reads the order back and shows its status and reason from that read."""
    _open(ctx)
    _show(ctx, "AS-204")
    _reason(ctx, "Reported on the wrong asset")
    start = _click_cancel(ctx, "WO-1992")
    call = _wait_cancel(ctx, start)
    _readback(ctx, call, "WO-1992")
    see(ctx, _cancelled_msg(ctx, "WO-1992"))


def cancel_clears_reason(ctx):
    """The Reason box is emptied after a cancellation the system accepts."""
    _open(ctx)
    _show(ctx, "AS-204")
    _reason(ctx, "No longer needed")
    start = _click_cancel(ctx, "WO-1987")
    _wait_cancel(ctx, start)
    see(ctx, _cancelled_msg(ctx, "WO-1987"))
    ctx.expect({"expect_value": {"field": "Reason", "within": ORD, "value": ""}})


def cancel_rereads(ctx):
    """After a cancel the Open orders count, the line and the table show the system as it is."""
    _open(ctx)
    _show(ctx, "AS-203")
    _reason(ctx, "Duplicate report")
    start = _click_cancel(ctx, "WO-1998")
    call = _wait_cancel(ctx, start)
    reads_after(ctx, call, ["list_assets", "list_work_orders"])
    _see_line(ctx, _count_line(ctx, "AS-203"), ORD)
    _orders_listed(ctx, "AS-203")
    row_gone(ctx, ORD, "WO-1998", "Order")
    _open_cell(ctx, "AS-203")


def cancel_refused(ctx):
    """A refusal (issued parts) is shown with the system's message; the reason stays; the page reads again."""
    _open(ctx)
    _show(ctx, "AS-201")
    _reason(ctx, "Belt already replaced")
    start = _click_cancel(ctx, "WO-1981")
    call = _wait_cancel(ctx, start)
    assert not call.ok, f"the system accepted {show([call])}"
    see(ctx, f"WO-1981 not cancelled: {error(call)}")
    ctx.expect({"expect_value": {"field": "Reason", "within": ORD, "value": "Belt already replaced"}})
    reads_after(ctx, call, ["list_assets", "list_work_orders"])
    row_shown(ctx, ORD, "WO-1981", "Order")


def cancel_refused_elsewhere(ctx):
    """Cancelled at the next desk meanwhile: the refusal is shown and the table no longer lists the order."""
    _open(ctx)
    _show(ctx, "AS-203")
    _reason(ctx, "Duplicate report")
    _b_cancel(ctx, "WO-1997", "Closed by the help desk")
    start = _click_cancel(ctx, "WO-1997")
    call = _wait_cancel(ctx, start)
    assert not call.ok, f"the system accepted {show([call])}"
    see(ctx, f"WO-1997 not cancelled: {error(call)}")
    row_gone(ctx, ORD, "WO-1997", "Order")
    _see_line(ctx, _count_line(ctx, "AS-203"), ORD)
    _open_cell(ctx, "AS-203")


# ================================================================================================
# turn 3
# ================================================================================================
def _dupes_now(ctx) -> None:
    pairs = _pairs(ctx)
    if not pairs:
        see(ctx, "No possible duplicates", DUP)
        return
    texts = [_pair_text(ctx, x, y) for x, y in pairs]
    for t in texts:
        see(ctx, t, DUP)
    if len(texts) > 1:
        ctx.expect({"expect_order": {"texts": texts, "within": DUP}})
    paired = {(x["id"], y["id"]) for x, y in pairs}
    for a in _assets(ctx):
        open_ = _unfinished(ctx, a["id"])
        for i, x in enumerate(open_):
            for y in open_[i + 1:]:
                if (x["id"], y["id"]) not in paired:
                    absent(ctx, f"{x['id']} and {y['id']}", DUP)
                    absent(ctx, f"{y['id']} and {x['id']}", DUP)


def dupes_list(ctx):
    """Same asset, same trade, opened at most 24 hours apart (exactly 24 counts): an hvac order raised on the
    switchboard within the day pairs with none of its electrical orders."""
    other = _b_create(ctx, "AS-103", "Switch room too warm", "P3", "hvac")
    _open(ctx)
    _dupes_now(ctx)
    absent(ctx, other, DUP)


def dupes_format(ctx):
    """Three pairs: each earlier order first, ordered by asset id and then by the first order's id."""
    new = _b_create(ctx, "AS-103", "Switchboard breaker tripping", "P2", "electrical")
    _open(ctx)
    texts = [_pair_text(ctx, x, y) for x, y in _pairs(ctx)]
    assert texts == ["Main Switchboard: WO-1982 and WO-1995", f"Main Switchboard: WO-1995 and {new}",
                     "Passenger Lift: WO-1997 and WO-1998"], texts
    _dupes_now(ctx)


def dupes_reload(ctx):
    """New orders raised elsewhere: Reload lists the new pair (23 hours), not one 47 hours apart or of another trade."""
    _open(ctx)
    _dupes_now(ctx)
    new = _b_create(ctx, "AS-103", "Switchboard breaker tripping", "P2", "electrical")
    other = _b_create(ctx, "AS-103", "Switch room too warm", "P3", "hvac")
    _reload(ctx)
    see(ctx, f"Main Switchboard: WO-1995 and {new}", DUP)
    absent(ctx, f"WO-1982 and {new}", DUP)
    absent(ctx, other, DUP)
    _dupes_now(ctx)


def dupes_none(ctx):
    """With no pair left, "No possible duplicates"."""
    _b_cancel(ctx, "WO-1998")
    _b_cancel(ctx, "WO-1982")
    _open(ctx)
    assert not _pairs(ctx), "the state still has pairs"
    see(ctx, "No possible duplicates", DUP)
    absent(ctx, "Passenger Lift:", DUP)


def keep_buttons(ctx):
    """Each pair has "Keep" buttons named after its two orders."""
    _open(ctx)
    for x, y in _pairs(ctx):
        ctx.expect({"expect_visible": {"control": f"Keep {x['id']}", "within": DUP}},
                   {"expect_visible": {"control": f"Keep {y['id']}", "within": DUP}})


def keep_cancels_other(ctx):
    """Keep the earlier or the later order: the other one is cancelled with "Duplicate of <kept>", fresh token."""
    _open(ctx)
    _show(ctx, "AS-203")
    _reason(ctx, "Typed for something else")
    start = _click_keep(ctx, "WO-1997")
    _cancel_call(ctx, start, "WO-1998", "Duplicate of WO-1997")
    assert _wo(ctx, "WO-1997")["status"] == "open", "the kept order WO-1997 changed"
    start = _click_keep(ctx, "WO-1995")
    _cancel_call(ctx, start, "WO-1982", "Duplicate of WO-1995")
    assert _wo(ctx, "WO-1995")["status"] == "assigned", "the kept order WO-1995 changed"


def keep_message(ctx):
    """A keep reads the cancelled order back and shows the same message as Cancel."""
    _open(ctx)
    start = _click_keep(ctx, "WO-1997")
    call = _wait_cancel(ctx, start)
    _readback(ctx, call, "WO-1998")
    see(ctx, _cancelled_msg(ctx, "WO-1998"))


def keep_rereads(ctx):
    """After a keep the pair leaves Possible duplicates and the chosen asset's figures follow."""
    _open(ctx)
    _show(ctx, "AS-203")
    start = _click_keep(ctx, "WO-1997")
    _wait_cancel(ctx, start)
    see(ctx, _cancelled_msg(ctx, "WO-1998"))
    absent(ctx, "WO-1997 and WO-1998", DUP)
    _dupes_now(ctx)
    _see_line(ctx, _count_line(ctx, "AS-203"), ORD)
    row_gone(ctx, ORD, "WO-1998", "Order")
    _open_cell(ctx, "AS-203")


def keep_refused(ctx):
    """The other order was cancelled at the next desk meanwhile: the refusal is shown and the pair goes."""
    _open(ctx)
    _dupes_now(ctx)
    _b_cancel(ctx, "WO-1998", "Closed by the help desk")
    start = _click_keep(ctx, "WO-1997")
    call = _wait_cancel(ctx, start)
    assert not call.ok, f"the system accepted {show([call])}"
    see(ctx, f"WO-1998 not cancelled: {error(call)}")
    absent(ctx, "WO-1997 and WO-1998", DUP)


# ================================================================================================
# turn 4
# ================================================================================================
def _overdue_n(ctx, aid: str) -> int:
    return sum(1 for w in _unfinished(ctx, aid) if _overdue(ctx, w))


def overdue_column(ctx):
    """Overdue per asset: unfinished orders due strictly before the system's time (due exactly now is not)."""
    _open(ctx)
    _assets_listed(ctx)
    for a in _assets(ctx):
        cell(ctx, ASSETS, a["id"], "Overdue", str(_overdue_n(ctx, a["id"])))


def overdue_moves_on(ctx):
    """After the system's clock moves on, an order due at the old time counts; a cancelled overdue one does not."""
    _b_cancel(ctx, "WO-1988", "Pressure fixed on the last visit")
    _open(ctx)
    _assets_listed(ctx)
    for aid in ("AS-102", "AS-305", "AS-203", "AS-301"):
        cell(ctx, ASSETS, aid, "Overdue", str(_overdue_n(ctx, aid)))
    assert _overdue_n(ctx, "AS-305") == 1


def _show_overdue(ctx, aid: str) -> None:
    ctx.expect({"click": {"control": "Show orders", "within": row(ASSETS, aid)}})
    ctx.expect({"check": {"control": "Overdue only", "checked": True}})
    a = _asset(ctx, aid)
    late = [w["id"] for w in _unfinished(ctx, aid) if _overdue(ctx, w)]
    _see_line(ctx, f"{a['name']} ({aid}): {_plural(len(late), 'overdue order')}", ORD)
    if late:
        ctx.expect({"expect_list": {"target": {"column": "Order", "within": ORD}, "texts": late, "whole": True}})
    for w in _unfinished(ctx, aid):
        if w["id"] not in late:
            absent(ctx, w["id"], ORD)


def overdue_only(ctx):
    """Overdue only, unticked at first: ticked, the table and the line keep the overdue orders; unticked, all again."""
    _b_cancel(ctx, "WO-1986", "Actuator replaced under warranty")
    _open(ctx)
    _show(ctx, "AS-203")
    ctx.expect({"expect_selected": {"control": "Overdue only", "selected": False}})
    _show_overdue(ctx, "AS-203")
    _show_overdue(ctx, "AS-305")
    _show_overdue(ctx, "AS-204")
    ctx.expect({"check": {"control": "Overdue only", "checked": False}})
    _see_line(ctx, _count_line(ctx, "AS-204"), ORD)
    _orders_listed(ctx, "AS-204")


def cancelled_table(ctx):
    """Cancelled orders of the chosen asset by id, with the system's cancel reason; "No cancelled orders"."""
    _b_cancel(ctx, "WO-1991", "Motor swapped by the door contractor")
    _open(ctx)
    _show(ctx, "AS-105")
    ids = [w["id"] for w in _cancelled(ctx, "AS-105")]
    ctx.expect({"expect_list": {"target": {"column": "Order", "within": CAN}, "texts": ids, "whole": True}})
    for w in _cancelled(ctx, "AS-105"):
        cell(ctx, CAN, w["id"], "Title", w["title"])
        cell(ctx, CAN, w["id"], "Cancel reason", w["cancel_reason"])
    _show(ctx, "AS-203")
    see(ctx, "No cancelled orders", CAN)


def _create_call(ctx, start: int, source: str):
    src = _wo(ctx, source)
    wanted = {"asset_id": src["asset_id"], "title": src["title"], "priority": src["priority"], "trade": src["trade"]}
    wait_calls(ctx, "create_work_order", start, f"the page did not raise {source} again")
    call = expect_writes(ctx, start, [("create_work_order", wanted)], f"raising {source} again")[0]
    assert bool(call.args.get("requires_parts", False)) == bool(src["requires_parts"]), \
        f"requires_parts was {call.args.get('requires_parts')!r}, the cancelled order has {src['requires_parts']!r}"
    reads = [c for c in calls(ctx, "get_work_order", start, ok=True)
             if arg(c, "work_order_id") == source and index(ctx, c) < index(ctx, call)]
    assert reads, f"{source} was not read (get_work_order) before it was raised again"
    return call


def reraise_sends(ctx):
    """Re-raise reads the cancelled order and raises a new one with its asset, title, priority, trade and parts."""
    _b_cancel(ctx, "WO-1995", "Contactor fitted on the other order")
    _open(ctx)
    _show(ctx, "AS-105")
    start = _click_reraise(ctx, "WO-1976")
    _create_call(ctx, start, "WO-1976")
    _show(ctx, "AS-103")
    start = _click_reraise(ctx, "WO-1995")
    _create_call(ctx, start, "WO-1995")


def reraise_message(ctx):
    """The new order's id and due time as the system reports them."""
    _open(ctx)
    _show(ctx, "AS-105")
    before = _st(ctx)["next_work_order"]
    start = _click_reraise(ctx, "WO-1976")
    call = one_write(ctx, start, "create_work_order")
    assert call.ok, f"the system refused {show([call])}: {error(call)}"
    new = f"WO-{before}"
    see(ctx, f"WO-1976 raised again as {new}, due {_utc(_wo(ctx, new)['due_at'])}")


def reraise_rereads(ctx):
    """After a re-raise the new order is in the chosen asset's orders, counted, and paired where it should be."""
    _b_cancel(ctx, "WO-1998", "Thought to be a duplicate")
    _open(ctx)
    _show(ctx, "AS-203")
    before = _st(ctx)["next_work_order"]
    start = _click_reraise(ctx, "WO-1998")
    call = one_write(ctx, start, "create_work_order")
    assert call.ok, f"the system refused {show([call])}: {error(call)}"
    new = f"WO-{before}"
    row_shown(ctx, ORD, new, "Order")
    _see_line(ctx, _count_line(ctx, "AS-203"), ORD)
    _open_cell(ctx, "AS-203")
    see(ctx, f"Passenger Lift: WO-1997 and {new}", DUP)


def reraise_refused(ctx):
    """A retired asset: the system's refusal is shown and nothing is raised."""
    _open(ctx)
    _show(ctx, "AS-304")
    start = _click_reraise(ctx, "WO-1993")
    call = one_write(ctx, start, "create_work_order")
    assert not call.ok, f"the system accepted {show([call])}"
    see(ctx, f"WO-1993 not raised again: {error(call)}")


# ================================================================================================
# turn 5
# ================================================================================================
def _sites(ctx) -> list[tuple[str, int, int, int]]:
    st = _st(ctx)
    ids = sorted({a["site_id"] for a in st["assets"].values()}, key=lambda s: st["sites"][s]["name"])
    out = []
    for sid in ids:
        aids = {a["id"] for a in st["assets"].values() if a["site_id"] == sid}
        here = [w for w in st["work_orders"].values() if w["asset_id"] in aids]
        open_ = [w for w in here if w["status"] in UNFINISHED]
        out.append((st["sites"][sid]["name"], len(open_), sum(1 for w in open_ if _overdue(ctx, w)),
                    sum(1 for w in here if w["status"] == "cancelled")))
    return out


def _sites_now(ctx, total: bool = True) -> None:
    rows = _sites(ctx)
    for name, u, o, c in rows:
        cell(ctx, SITES, name, "Unfinished", str(u))
        cell(ctx, SITES, name, "Overdue", str(o))
        cell(ctx, SITES, name, "Cancelled", str(c))
    if total:
        cell(ctx, SITES, "Total", "Unfinished", str(sum(r[1] for r in rows)))
        cell(ctx, SITES, "Total", "Overdue", str(sum(r[2] for r in rows)))
        cell(ctx, SITES, "Total", "Cancelled", str(sum(r[3] for r in rows)))


def sites_rows(ctx):
    """One row per site, by site name, then Total."""
    _open(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Site", "within": SITES},
                                "texts": [r[0] for r in _sites(ctx)] + ["Total"], "whole": True}})


def sites_counts(ctx):
    """Unfinished, Overdue and Cancelled per site, from the system."""
    _open(ctx)
    _sites_now(ctx, total=False)


def sites_total(ctx):
    """The Total row adds up the sites."""
    _open(ctx)
    _sites_now(ctx, total=True)


def sites_after_cancel(ctx):
    """A cancel from the page: the site's counts follow (and the clock moving on makes an order overdue)."""
    _open(ctx)
    _show(ctx, "AS-202")
    _reason(ctx, "Actuator replaced under warranty")
    start = _click_cancel(ctx, "WO-1986")
    _wait_cancel(ctx, start)
    see(ctx, _cancelled_msg(ctx, "WO-1986"))
    _sites_now(ctx)


def sites_after_reload(ctx):
    """Orders cancelled and raised at another desk: Reload brings the Sites table up to date."""
    _open(ctx)
    _sites_now(ctx)
    _b_cancel(ctx, "WO-1990", "Pump replaced under contract")
    _b_create(ctx, "AS-302", "Cold room door seal torn", "P3", "fabric")
    _reload(ctx)
    _sites_now(ctx)


def sites_after_reraise(ctx):
    """A re-raise from the page: the site's counts follow."""
    _open(ctx)
    _show(ctx, "AS-105")
    start = _click_reraise(ctx, "WO-1976")
    one_write(ctx, start, "create_work_order")
    see(ctx, "WO-1976 raised again as")
    _sites_now(ctx)


def site_choice(ctx):
    """Site offers All sites, then the sites by name; All sites chosen at first; a site leaves only its assets."""
    _open(ctx)
    names = [r[0] for r in _sites(ctx)]
    got = ctx.options({"field": "Site"})
    assert got in (["All sites"] + names, names), f"Site offers {got}, wanted {['All sites'] + names}"
    ctx.expect({"expect_value": {"field": "Site", "value": "All sites"}})
    _assets_listed(ctx)
    st = _st(ctx)
    for name in ("North Depot", "Lab Annex"):
        ctx.expect({"select": {"field": "Site", "option": name}})
        ids = [a["id"] for a in _assets(ctx) if st["sites"][a["site_id"]]["name"] == name]
        ctx.expect({"expect_list": {"target": {"column": "Asset", "within": ASSETS}, "texts": ids, "whole": True}})
    ctx.expect({"select": {"field": "Site", "option": "All sites"}})
    _assets_listed(ctx)


def site_others_unfiltered(ctx):
    """Choosing a site filters the Assets table only: Sites and Possible duplicates keep every site."""
    _open(ctx)
    ctx.expect({"select": {"field": "Site", "option": "Lab Annex"}})
    _sites_now(ctx)
    _dupes_now(ctx)


def site_reload_keeps(ctx):
    """Reload keeps the chosen site and reads its assets again."""
    _b_cancel(ctx, "WO-1989", "Fitting replaced on the earlier order")
    _open(ctx)
    ctx.expect({"select": {"field": "Site", "option": "Riverside Offices"}})
    _b_cancel(ctx, "WO-1987", "Tap washer changed by the cleaner")
    _reload(ctx)
    ctx.expect({"expect_value": {"field": "Site", "value": "Riverside Offices"}})
    ids = [a["id"] for a in _assets(ctx) if a["site_id"] == "S-RIV"]
    ctx.expect({"expect_list": {"target": {"column": "Asset", "within": ASSETS}, "texts": ids, "whole": True}})
    _open_cell(ctx, "AS-204")
