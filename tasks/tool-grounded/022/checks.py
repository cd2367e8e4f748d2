"""Checks for the billing-dispute desk that the vocabulary cannot state on its own.

Every expectation is computed from ``ctx.runtime_state`` (the live helpdesk, or the requirement's
own copy of it), so each check holds on whatever state its turn starts from: the worklist is the
open and pending tickets ordered by tier then creation time, ages count whole hours to the shift
start, a ticket is escalated once it carries the exact internal comment, and agent loads are
counted from the live tickets. Checks that must not shift later checks run ``isolated``; there
another desk may act behind the app (a status change, a comment, an assignment) to prove that the
page reads the helpdesk again before it acts and shows what the helpdesk reports.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone

WL = {"section": "Worklist"}
DISP = {"section": "Dispute"}
TEAM = {"section": "Billing team"}
WAIT = {"section": "Waiting to close"}
GOLD = ("Lumen Labs", "Riverside Gym")
SHIFT_START = datetime(2026, 3, 2, 9, 0, tzinfo=timezone.utc)
ESCALATION = "Escalated to the billing lead"
LIMIT = 3
ACTIVE = ("open", "pending")


# --- state helpers ----------------------------------------------------------------------------
def _tickets(ctx) -> dict:
    return ctx.runtime_state["tickets"]


def _num(tid: str) -> int:
    m = re.search(r"(\d+)$", tid)
    return int(m.group(1)) if m else 0


def _by_id(ids) -> list[str]:
    return sorted(ids, key=lambda t: (_num(t), t))


def _tier(customer: str) -> str:
    return "Gold" if customer in GOLD else "Standard"


def _created(t: dict) -> datetime:
    return datetime.fromisoformat(t["created_at"].replace("Z", "+00:00"))


def _age(t: dict) -> int:
    return int((SHIFT_START - _created(t)).total_seconds() // 3600)


def _opened(t: dict) -> str:
    return _created(t).strftime("%Y-%m-%d %H:%M")


def _escalated(t: dict) -> bool:
    return any(c["internal"] and c["body"] == ESCALATION for c in t["comments"])


def _due(t: dict) -> bool:
    if t["status"] not in ACTIVE:
        return False
    age = _age(t)
    return (_tier(t["customer"]) == "Gold" and age >= 18) or age >= 48


def _label(t: dict) -> str:
    if _escalated(t):
        return "Escalated"
    return "Due" if _due(t) else "—"


def _worklist(ctx) -> list[dict]:
    rows = [t for t in _tickets(ctx).values() if t["status"] in ACTIVE]
    return sorted(rows, key=lambda t: (0 if _tier(t["customer"]) == "Gold" else 1, _created(t), _num(t["id"]), t["id"]))


def _agents(ctx) -> list[dict]:
    return sorted(ctx.runtime_state["agents"].values(), key=lambda a: (_num(a["id"]), a["id"]))


def _billing(ctx) -> list[dict]:
    return [a for a in _agents(ctx) if a["active"] and a["team"] == "Billing"]


def _agent(ctx, name: str) -> dict:
    return next(a for a in _agents(ctx) if a["name"] == name)


def _name(ctx, agent_id: str | None) -> str:
    if agent_id is None:
        return "Unassigned"
    return ctx.runtime_state["agents"][agent_id]["name"]


def _load(ctx, agent_id: str) -> int:
    return sum(1 for t in _tickets(ctx).values() if t["assignee"] == agent_id and t["status"] in ACTIVE)


def _calls(ctx, name: str, since: int = 0, ok: bool | None = None) -> list:
    return [c for c in ctx.tool_calls[since:] if c.name == name and (ok is None or c.ok == ok)]


def _writes(ctx, since: int) -> list:
    return [c for c in ctx.tool_calls[since:] if c.mode == "write"]


def _mark(ctx) -> int:
    return len(ctx.tool_calls)


def _reload(ctx) -> None:
    ctx.expect({"open": {"path": "/"}})


def _pick(ctx, prefer: list[str], ok) -> str:
    tickets = _tickets(ctx)
    for tid in prefer + _by_id(tickets):
        t = tickets.get(tid)
        if t is not None and ok(t):
            return tid
    raise AssertionError("the helpdesk holds no ticket this check can use")


def _assert_no_writes(ctx, start: int, what: str) -> None:
    writes = _writes(ctx, start)
    assert not writes, f"{what} wrote to the helpdesk: {[(c.name, c.args) for c in writes]}"


def _assert_no_batch(ctx, start: int, what: str) -> None:
    assert not _calls(ctx, "schedule_bulk_status", start), f"{what} used the overnight batch"


# --- behind the app (isolated requirements only) ------------------------------------------------
def _behind_status(ctx, tid: str, status: str) -> None:
    token = ctx.behind_the_app("get_ticket", {"ticket_id": tid})["evidence_token"]
    ctx.behind_the_app("update_ticket_status", {"ticket_id": tid, "status": status, "evidence_token": token})


def _behind_assign(ctx, tid: str, agent_id: str) -> None:
    token = ctx.behind_the_app("get_ticket", {"ticket_id": tid})["evidence_token"]
    ctx.behind_the_app("assign_ticket", {"ticket_id": tid, "agent_id": agent_id, "evidence_token": token})


def _behind_comment(ctx, tid: str, body: str, internal: bool) -> None:
    ctx.behind_the_app("add_comment", {"ticket_id": tid, "body": body, "internal": internal})


# --- page helpers -------------------------------------------------------------------------------
def _count_regex(n: int) -> str:
    if n == 1:
        return r"(?<!\d)1 ticket in the worklist"
    return rf"(?<!\d){n} tickets in the worklist"


def _expect_worklist_ids(ctx) -> list[dict]:
    rows = _worklist(ctx)
    ids = [t["id"] for t in rows]
    ctx.expect({"expect_list": {"target": {"column": "ID", "within": WL}, "texts": ids, "whole": True}},
               {"expect_text": {"regex": _count_regex(len(ids)), "within": WL}})
    return rows


def _until_cell(ctx, section: dict, column: str, row: str, want: str) -> None:
    def probe():
        try:
            have = " ".join(ctx.text({"column": column, "row": row, "within": section}).split())
        except AssertionError as exc:
            return False, str(exc)
        return have == want, f'the {column} cell of {row} reads "{have}", wanted "{want}"'

    ctx.until(probe)


def _open_by_id(ctx, typed: str) -> int:
    start = _mark(ctx)
    ctx.expect({"fill": {"field": "Ticket ID", "value": typed}},
               {"click": {"control": "Open ticket", "exact": True}})
    return start


def _open_row(ctx, tid: str) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": tid, "exact": True, "within": WL}})
    return start


def _thread_lines(t: dict) -> list[str]:
    return [f"{'Internal' if c['internal'] else 'Public'} · {c['body']}" for c in t["comments"]]


def _expect_dispute(ctx, tid: str) -> None:
    """The opened ticket as the helpdesk now holds it: subject, customer and tier, status,
    assignee and the thread oldest first."""
    t = _tickets(ctx)[tid]
    steps = [
        {"expect_text": {"text": t["subject"], "within": DISP}},
        {"expect_text": {"text": f"Customer: {t['customer']} ({_tier(t['customer'])})", "within": DISP}},
        {"expect_text": {"text": f"Status: {t['status']}", "within": DISP}},
        {"expect_text": {"text": f"Assignee: {_name(ctx, t['assignee'])}", "within": DISP}},
        {"expect_visible": {"target": {"heading": "Thread", "within": DISP}}},
    ]
    lines = _thread_lines(t)
    if lines:
        steps += [{"expect_text": {"text": line, "within": DISP}} for line in lines]
        steps.append({"expect_order": {"texts": ["Thread", *lines], "within": DISP}})
        steps.append({"expect_text": {"text": "No comments yet", "absent": True, "within": DISP}})
    else:
        steps.append({"expect_text": {"text": "No comments yet", "within": DISP}})
    ctx.expect(*steps)


def _reply(ctx, text: str, button: str = "Send reply") -> int:
    start = _mark(ctx)
    ctx.expect({"fill": {"field": "Reply to customer", "value": text}},
               {"click": {"control": button, "exact": True, "within": DISP}})
    return start


def _escalate(ctx) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Escalate", "exact": True, "within": DISP}})
    return start


def _assign(ctx, name: str | None) -> int:
    start = _mark(ctx)
    if name is not None:
        ctx.expect({"select": {"field": "Assign to", "within": DISP, "option": name}})
    ctx.expect({"click": {"control": "Assign", "exact": True, "within": DISP}})
    return start


def _close(ctx) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Close", "exact": True, "within": DISP}})
    return start


def _expect_team(ctx) -> None:
    lines = [f"{a['name']}: {_load(ctx, a['id'])} of {LIMIT}" for a in _billing(ctx)]
    steps = [{"expect_text": {"regex": rf"(?<![\w]){re.escape(line)}(?!\d)", "within": TEAM}} for line in lines]
    if len(lines) >= 2:
        steps.append({"expect_order": {"texts": lines, "within": TEAM}})
    ctx.expect(*steps)
    for a in _agents(ctx):
        if a not in _billing(ctx):
            ctx.expect({"expect_text": {"text": a["name"], "absent": True, "within": TEAM}})


def _waiting_lines(ctx) -> list[str]:
    tickets = _tickets(ctx)
    ids = _by_id(tid for tid, t in tickets.items() if t["status"] == "resolved")
    return [f"{tid} · {tickets[tid]['subject']} · {tickets[tid]['customer']}" for tid in ids]


def _expect_waiting(ctx) -> None:
    lines = _waiting_lines(ctx)
    if not lines:
        ctx.expect({"expect_text": {"text": "Nothing waiting to close", "within": WAIT}})
        return
    steps = [{"expect_text": {"text": line, "within": WAIT}} for line in lines]
    if len(lines) >= 2:
        steps.append({"expect_order": {"texts": lines, "within": WAIT}})
    ctx.expect(*steps, {"expect_text": {"text": "Nothing waiting to close", "absent": True, "within": WAIT}})
    shown = set(re.findall(r"T-\d+", ctx.text(WAIT)))
    extra = shown - {line.split(" ")[0] for line in lines}
    assert not extra, f'"Waiting to close" also lists {sorted(extra)}, which the helpdesk does not hold as resolved'


def _expect_reads_after(ctx, start: int, write: str, reads: list[str], what: str) -> None:
    calls = ctx.tool_calls[start:]
    idx = [i for i, c in enumerate(calls) if c.name == write and c.ok]
    assert idx, f"{what}: no accepted {write} call"
    last = idx[-1]
    for name in reads:
        assert any(c.name == name and c.ok for c in calls[last + 1:]), \
            f"{what}: the page did not call {name} after {write} (it must read the helpdesk again)"


# --- turn 1 -------------------------------------------------------------------------------------
def worklist_members(ctx):
    """The worklist holds exactly the live open and pending tickets, with live statuses (the
    search index thinks T-3009 closed and T-3004 pending)."""
    assert _calls(ctx, "list_tickets", ok=True), "the page did not read the live ticket list as it opened"
    rows = _worklist(ctx)
    ctx.expect({"expect_count": {"target": {"column": "ID", "within": WL}, "count": len(rows)}})
    for t in rows:
        ctx.expect({"expect_visible": {"target": {"item": t["id"], "within": WL}}})
        _until_cell(ctx, WL, "Status", t["id"], t["status"])
    for tid, t in _tickets(ctx).items():
        if t["status"] not in ACTIVE:
            ctx.expect({"expect_text": {"text": tid, "absent": True, "within": {"column": "ID", "within": WL}}})


def worklist_columns(ctx):
    """Customer, Subject, Priority and Status of every row (in worklist order)."""
    rows = _expect_worklist_ids(ctx)
    for column, value, whole in [
        ("Customer", lambda t: t["customer"], False),
        ("Subject", lambda t: t["subject"], False),
        ("Priority", lambda t: t["priority"], True),
        ("Status", lambda t: t["status"], True),
    ]:
        texts = [value(t) for t in rows]
        ctx.expect({"expect_list": {"target": {"column": column, "within": WL}, "texts": texts, "whole": whole}})


def tier_column(ctx):
    """Tier is "Gold" for Lumen Labs and Riverside Gym, "Standard" for every other customer."""
    rows = _expect_worklist_ids(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Tier", "within": WL},
                                "texts": [_tier(t["customer"]) for t in rows], "whole": True}})


def assignee_column(ctx):
    """Assignee is the agent's full name, or "Unassigned"."""
    rows = _expect_worklist_ids(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Assignee", "within": WL},
                                "texts": [_name(ctx, t["assignee"]) for t in rows], "whole": True}})


def count_line(ctx):
    """Above the table: "N tickets in the worklist"."""
    n = len(_worklist(ctx))
    ctx.expect({"expect_text": {"regex": _count_regex(n), "within": WL}},
               {"expect_order": {"texts": [f"{n} ticket", "Age"], "within": WL}})


def opened_column(ctx):
    """Opened is the creation time from the full ticket record, "YYYY-MM-DD HH:MM" in UTC (not the
    last update)."""
    rows = _expect_worklist_ids(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Opened", "within": WL},
                                "texts": [_opened(t) for t in rows], "whole": True}})
    assert _calls(ctx, "get_ticket", ok=True), "the page never read a full ticket record (creation times)"


def age_column(ctx):
    """Age is whole hours to 2026-03-02 09:00 UTC, rounded down: 2.5 h is "2 h", exactly 18 h is
    "18 h", created at the shift start is "0 h"."""
    rows = _expect_worklist_ids(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Age", "within": WL},
                                "texts": [f"{_age(t)} h" for t in rows], "whole": True}})


def worklist_order(ctx):
    """Gold before Standard, oldest-created first within a tier."""
    _expect_worklist_ids(ctx)


def count_singular(ctx):
    """With one open or pending ticket left (another desk resolved the others), Refresh shows "1
    ticket in the worklist" and one row."""
    rows = _worklist(ctx)
    keep = rows[-1]["id"]
    for t in rows[:-1]:
        _behind_status(ctx, t["id"], "resolved")
    ctx.expect({"click": {"control": "Refresh", "exact": True, "within": WL}})
    ctx.expect({"expect_text": {"regex": _count_regex(1), "within": WL}},
               {"expect_list": {"target": {"column": "ID", "within": WL}, "texts": [keep], "whole": True}})


def refresh_rereads(ctx):
    """After the page opened another desk resolves one worklist ticket, moves a resolved one back
    to pending and assigns an unowned one: Refresh shows all three changes and the count follows."""
    tickets = _tickets(ctx)
    owned = _pick(ctx, ["T-3007", "T-3004", "T-3012"], lambda t: t["status"] in ACTIVE and t["assignee"] != "A-3")
    gone = _pick(ctx, ["T-3012", "T-3009"], lambda t: t["status"] in ACTIVE and t["id"] != owned)
    back = _pick(ctx, ["T-3008", "T-3003"], lambda t: t["status"] == "resolved")
    _expect_worklist_ids(ctx)
    _behind_status(ctx, gone, "resolved")
    _behind_status(ctx, back, "pending")
    _behind_assign(ctx, owned, "A-3")
    assert tickets  # state read before the changes
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Refresh", "exact": True, "within": WL}})
    assert _calls(ctx, "list_tickets", start, ok=True), "Refresh did not read the ticket list again"
    _expect_worklist_ids(ctx)
    _until_cell(ctx, WL, "Assignee", owned, "Ada Okafor")
    _until_cell(ctx, WL, "Status", back, "pending")


def no_search_index(ctx):
    """The page never calls the nightly search index, on load or on Refresh."""
    ctx.expect({"click": {"control": "Refresh", "exact": True, "within": WL}})
    _expect_worklist_ids(ctx)
    used = _calls(ctx, "search_tickets_cached")
    assert not used, f"the page called search_tickets_cached {len(used)} time(s)"


# --- turn 2 -------------------------------------------------------------------------------------
def id_buttons(ctx):
    """Every ID in the worklist is a button."""
    for t in _expect_worklist_ids(ctx):
        ctx.expect({"expect_visible": {"target": {"control": t["id"], "exact": True, "within": WL}}})


def open_from_worklist(ctx):
    """Clicking T-3001 in the worklist reads it and shows subject, customer and tier, status,
    assignee and the thread oldest first as "Public · …" / "Internal · …" lines."""
    tid = _pick(ctx, ["T-3001"], lambda t: t["status"] in ACTIVE and len(t["comments"]) >= 2)
    start = _open_row(ctx, tid)
    assert any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == tid for c in ctx.tool_calls[start:]), \
        f"opening {tid} did not read it from the helpdesk"
    _expect_dispute(ctx, tid)


def open_by_id(ctx):
    """"  T-3012  " (Gold) and the resolved T-3008 open by id, read from the helpdesk."""
    gold = _pick(ctx, ["T-3012", "T-3011"], lambda t: _tier(t["customer"]) == "Gold")
    start = _open_by_id(ctx, f"  {gold}  ")
    asked = [c.args.get("ticket_id") for c in _calls(ctx, "get_ticket", start)]
    assert gold in asked, f"Open ticket did not read {gold} (it asked for {asked})"
    _expect_dispute(ctx, gold)
    other = _pick(ctx, ["T-3008", "T-3003"], lambda t: t["status"] == "resolved")
    _open_by_id(ctx, other)
    _expect_dispute(ctx, other)


def open_closed(ctx):
    """A closed ticket opens too: T-3005 shows "Status: closed"."""
    tid = _pick(ctx, ["T-3005"], lambda t: t["status"] == "closed")
    _open_by_id(ctx, tid)
    _expect_dispute(ctx, tid)


def open_empty(ctx):
    """An empty box, or only spaces, calls no tool and shows "Type a ticket id"."""
    for typed in ["", "    "]:
        _reload(ctx)
        start = _open_by_id(ctx, typed)
        ctx.expect({"expect_text": {"text": "Type a ticket id"}})
        assert not ctx.tool_calls[start:], f"the id {typed!r} called {[c.name for c in ctx.tool_calls[start:]]}"


def open_unknown(ctx):
    """" T-9999 " shows "Unknown ticket T-9999" and nothing of another ticket."""
    _open_by_id(ctx, " T-9999 ")
    ctx.expect({"expect_text": {"text": "Unknown ticket T-9999"}})
    _assert_no_writes(ctx, 0, "opening an unknown ticket")


def open_rereads(ctx):
    """Opening a ticket again reads it again: after another desk reassigns T-3001 and comments on
    it, clicking its ID shows the new assignee and the new comment."""
    tid = _pick(ctx, ["T-3001", "T-3004"], lambda t: t["status"] in ACTIVE)
    _open_row(ctx, tid)
    _expect_dispute(ctx, tid)
    _behind_assign(ctx, tid, "A-3")
    _behind_comment(ctx, tid, "Customer called about this one again.", False)
    _open_row(ctx, tid)
    ctx.expect({"expect_text": {"text": "Assignee: Ada Okafor", "within": DISP}},
               {"expect_text": {"text": "Public · Customer called about this one again.", "within": DISP}})
    _expect_dispute(ctx, tid)


def no_comments(ctx):
    """A ticket without comments (the resolved T-3008) shows "No comments yet" under "Thread"."""
    tid = _pick(ctx, ["T-3008", "T-3003", "T-3012"], lambda t: not t["comments"])
    _open_by_id(ctx, tid)
    ctx.expect({"expect_text": {"text": "No comments yet", "within": DISP}})
    _expect_dispute(ctx, tid)


def reply_saves(ctx):
    """A reply typed with spaces around it is added to T-3006 as a public comment, trimmed; the box
    empties, the thread shows what the helpdesk stored and the worklist is read again."""
    tid = _pick(ctx, ["T-3006", "T-3009"], lambda t: t["status"] in ACTIVE)
    _open_row(ctx, tid)
    text = "We restarted the sales sync for your terminal; figures should match by noon."
    start = _reply(ctx, f"   {text}  ")
    adds = _calls(ctx, "add_comment", start, ok=True)
    assert len(adds) == 1, f"Send reply made {len(adds)} accepted add_comment calls, wanted one"
    args = adds[0].args
    assert args.get("ticket_id") == tid, f"the reply went to {args.get('ticket_id')!r}, not {tid}"
    assert args.get("body") == text, f"the reply was stored as {args.get('body')!r}, wanted the trimmed text"
    assert not args.get("internal"), "the reply was sent as an internal comment; the customer must see it"
    _expect_reads_after(ctx, start, "add_comment", ["get_ticket", "list_tickets"], "after the reply")
    ctx.expect({"expect_value": {"target": {"field": "Reply to customer"}, "value": ""}})
    _expect_dispute(ctx, tid)


def reply_readback(ctx):
    """The thread after a reply is the helpdesk's: a note another desk added meanwhile shows too."""
    tid = _pick(ctx, ["T-3009", "T-3007"], lambda t: t["status"] in ACTIVE)
    _open_row(ctx, tid)
    _behind_comment(ctx, tid, "Checked the booking feed timezone.", True)
    start = _reply(ctx, "The class times are being corrected now.")
    _expect_reads_after(ctx, start, "add_comment", ["get_ticket", "list_tickets"], "after the reply")
    ctx.expect({"expect_value": {"target": {"field": "Reply to customer"}, "value": ""}})
    ctx.expect({"expect_text": {"text": "Internal · Checked the booking feed timezone.", "within": DISP}},
               {"expect_text": {"text": "Public · The class times are being corrected now.", "within": DISP}})
    _expect_dispute(ctx, tid)


def reply_guard(ctx):
    """Empty, spaces-only and 501-character replies call no tool and show "Write 1 to 500
    characters"."""
    tid = _pick(ctx, ["T-3007", "T-3009"], lambda t: t["status"] in ACTIVE)
    for typed in ["", "     ", "  " + "r" * 501 + "  "]:
        _reload(ctx)
        _open_row(ctx, tid)
        start = _reply(ctx, typed)
        ctx.expect({"expect_text": {"text": "Write 1 to 500 characters"}})
        assert not ctx.tool_calls[start:], \
            f"the reply {typed[:12]!r}… called {[c.name for c in ctx.tool_calls[start:]]}"


def reply_boundary(ctx):
    """A reply of exactly 500 characters after trimming is accepted and stored trimmed."""
    tid = _pick(ctx, ["T-3007", "T-3009"], lambda t: t["status"] in ACTIVE)
    _open_row(ctx, tid)
    text = ("Thanks for your patience. " * 30)[:499] + "!"
    assert len(text) == 500
    start = _reply(ctx, f"  {text}   ")
    adds = _calls(ctx, "add_comment", start, ok=True)
    assert len(adds) == 1, f"a 500-character reply made {len(adds)} accepted add_comment calls, wanted one"
    assert adds[0].args.get("body") == text, "the 500-character reply was not stored trimmed"
    ctx.expect({"expect_text": {"text": "Write 1 to 500 characters", "absent": True}})


def reply_closed(ctx):
    """A reply to the closed T-3005 writes nothing and shows "T-3005 is closed: no replies"."""
    tid = _pick(ctx, ["T-3005"], lambda t: t["status"] == "closed")
    _open_by_id(ctx, tid)
    start = _reply(ctx, "We found the old invoice.")
    ctx.expect({"expect_text": {"text": f"{tid} is closed: no replies"}})
    _assert_no_writes(ctx, start, f"replying to the closed {tid}")


# --- turn 3 -------------------------------------------------------------------------------------
def escalation_column(ctx):
    """The Escalation column shows "Escalated", "Due" or "—" for every row: Gold from 18 h (exactly
    18 h is due), any tier from 48 h (47 h is not)."""
    rows = _expect_worklist_ids(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Escalation", "within": WL},
                                "texts": [_label(t) for t in rows], "whole": True}})


def due_count(ctx):
    """"Due for escalation: N" counts the Due rows."""
    n = sum(1 for t in _worklist(ctx) if _label(t) == "Due")
    ctx.expect({"expect_text": {"regex": rf"Due for escalation: {n}(?!\d)", "within": WL}})


def _assert_escalation_written(ctx, start: int, tid: str, was: str) -> None:
    calls = ctx.tool_calls[start:]
    adds = [i for i, c in enumerate(calls) if c.name == "add_comment" and c.ok]
    assert len(adds) == 1, f"escalating {tid} made {len(adds)} accepted add_comment calls, wanted one"
    args = calls[adds[0]].args
    assert args.get("ticket_id") == tid, f"the escalation comment went to {args.get('ticket_id')!r}"
    assert args.get("body") == ESCALATION, f"the escalation comment reads {args.get('body')!r}"
    assert args.get("internal") is True, "the escalation comment was not internal"
    ups = [i for i, c in enumerate(calls) if c.name == "update_ticket_status" and c.ok]
    _assert_no_batch(ctx, start, f"escalating {tid}")
    if was == "pending":
        assert ups and calls[ups[0]].args.get("status") == "open" and ups[0] > adds[0], \
            f"the pending {tid} was not set to open with update_ticket_status after the comment"
        assert any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == tid
                   for c in calls[adds[0] + 1:ups[0]]), \
            f"{tid} was not read again for a fresh token between the comment and the status change"
    else:
        assert not ups, f"escalating the {was} {tid} changed its status"
    assert _tickets(ctx)[tid]["status"] == "open", f"{tid} is {_tickets(ctx)[tid]['status']} after escalation"
    _expect_reads_after(ctx, start, "add_comment", ["get_ticket", "list_tickets"], f"after escalating {tid}")


def escalate_open(ctx):
    """Escalate on the due, open T-3012 adds the exact internal comment and changes no status; the
    thread, the row's Escalation and the Due count follow."""
    tid = _pick(ctx, ["T-3012"], lambda t: _due(t) and not _escalated(t) and t["status"] == "open")
    _open_row(ctx, tid)
    start = _escalate(ctx)
    _assert_escalation_written(ctx, start, tid, "open")
    ctx.expect({"expect_text": {"text": f"Internal · {ESCALATION}", "within": DISP}})
    _expect_dispute(ctx, tid)
    _until_cell(ctx, WL, "Escalation", tid, "Escalated")
    due_count(ctx)


def escalate_pending(ctx):
    """Escalate on the due, pending T-3010 adds the comment, reads it again and sets it to open
    right now; "Status: open" and the worklist follow."""
    tid = _pick(ctx, ["T-3010", "T-3002"], lambda t: _due(t) and not _escalated(t) and t["status"] == "pending")
    _open_row(ctx, tid)
    start = _escalate(ctx)
    _assert_escalation_written(ctx, start, tid, "pending")
    ctx.expect({"expect_text": {"text": "Status: open", "within": DISP}})
    _expect_dispute(ctx, tid)
    _until_cell(ctx, WL, "Status", tid, "open")
    _until_cell(ctx, WL, "Escalation", tid, "Escalated")


def escalate_isolated(ctx):
    """On a copy: a due Standard ticket (91 h, pending) is escalated; another desk's comment after
    the page opened it does not make the change fail (fresh reads), and it ends open."""
    tid = _pick(ctx, ["T-3002"], lambda t: _due(t) and not _escalated(t))
    if _tickets(ctx)[tid]["status"] != "pending":
        _behind_status(ctx, tid, "pending")
    _reload(ctx)
    _open_row(ctx, tid)
    _behind_comment(ctx, tid, "Customer sent the card statement.", False)
    start = _escalate(ctx)
    _assert_escalation_written(ctx, start, tid, "pending")
    _expect_dispute(ctx, tid)
    _until_cell(ctx, WL, "Escalation", tid, "Escalated")


def escalate_button(ctx):
    """"Dispute" has an "Escalate" button once a ticket is open."""
    tid = _pick(ctx, ["T-3007", "T-3001"], lambda t: t["status"] in ACTIVE)
    _open_row(ctx, tid)
    ctx.expect({"expect_visible": {"target": {"control": "Escalate", "exact": True, "within": DISP}}})


def escalate_readback(ctx):
    """After escalating, the page shows the ticket as the helpdesk holds it (a note another desk
    added meanwhile included) and the worklist is read again: the row shows "Escalated" and the Due
    count drops."""
    tid = _pick(ctx, ["T-3012", "T-3002", "T-3010"], lambda t: _due(t) and not _escalated(t))
    _open_row(ctx, tid)
    due_count(ctx)
    _behind_comment(ctx, tid, "Card statement checked against the invoice.", True)
    start = _escalate(ctx)
    _expect_reads_after(ctx, start, "add_comment", ["get_ticket", "list_tickets"], f"after escalating {tid}")
    ctx.expect({"expect_text": {"text": "Internal · Card statement checked against the invoice.", "within": DISP}},
               {"expect_text": {"text": f"Internal · {ESCALATION}", "within": DISP}})
    _expect_dispute(ctx, tid)
    _until_cell(ctx, WL, "Escalation", tid, "Escalated")
    due_count(ctx)


def already_escalated(ctx):
    """Escalating an escalated ticket shows "<id> is already escalated" and writes nothing."""
    tid = _pick(ctx, ["T-3012", "T-3010"], lambda t: _escalated(t) and t["status"] in ACTIVE)
    _open_row(ctx, tid)
    start = _escalate(ctx)
    ctx.expect({"expect_text": {"text": f"{tid} is already escalated", "within": DISP}})
    _assert_no_writes(ctx, start, f"escalating {tid} again")


def already_escalated_copy(ctx):
    """On a copy where another desk escalated T-3011 (not due: 0 h), Escalate shows "T-3011 is
    already escalated", and the row shows "Escalated"."""
    tid = _pick(ctx, ["T-3011", "T-3009"], lambda t: t["status"] in ACTIVE and not _due(t) and not _escalated(t))
    _behind_comment(ctx, tid, ESCALATION, True)
    _reload(ctx)
    _until_cell(ctx, WL, "Escalation", tid, "Escalated")
    _open_row(ctx, tid)
    start = _escalate(ctx)
    ctx.expect({"expect_text": {"text": f"{tid} is already escalated", "within": DISP}})
    _assert_no_writes(ctx, start, f"escalating the already escalated {tid}")


def not_due(ctx):
    """The 47-hour Standard T-3007, the 1-hour Gold T-3009 and the resolved T-3008 are not due:
    "<id> is not due for escalation", nothing written."""
    cases = []
    for prefer, ok in [(["T-3007"], lambda t: t["status"] in ACTIVE and not _due(t) and not _escalated(t)
                        and _tier(t["customer"]) == "Standard" and _age(t) >= 18),
                       (["T-3009"], lambda t: t["status"] in ACTIVE and not _due(t) and not _escalated(t)
                        and _tier(t["customer"]) == "Gold"),
                       (["T-3008", "T-3003"], lambda t: t["status"] == "resolved" and not _escalated(t))]:
        try:
            cases.append(_pick(ctx, prefer, ok))
        except AssertionError:
            pass
    assert cases, "no ticket that is not due"
    for tid in cases:
        _reload(ctx)
        _open_by_id(ctx, tid)
        start = _escalate(ctx)
        ctx.expect({"expect_text": {"text": f"{tid} is not due for escalation", "within": DISP}})
        _assert_no_writes(ctx, start, f"escalating {tid}, which is not due")


def escalation_exact_internal(ctx):
    """Only an internal comment with exactly the text counts: a public one and one with extra words
    leave the ticket "Due"; after that the exact internal one makes it "Escalated"."""
    tid = _pick(ctx, ["T-3002", "T-3012", "T-3010"], lambda t: _due(t) and not _escalated(t))
    _behind_comment(ctx, tid, ESCALATION, False)
    _behind_comment(ctx, tid, ESCALATION + " today", True)
    _reload(ctx)
    _until_cell(ctx, WL, "Escalation", tid, "Due")
    due_count(ctx)
    _behind_comment(ctx, tid, ESCALATION, True)
    ctx.expect({"click": {"control": "Refresh", "exact": True, "within": WL}})
    _until_cell(ctx, WL, "Escalation", tid, "Escalated")
    due_count(ctx)


# --- turn 4 -------------------------------------------------------------------------------------
def assign_dropdown(ctx):
    """"Assign to" offers exactly the active Billing agents in helpdesk order, the first chosen."""
    names = [a["name"] for a in _billing(ctx)]
    tid = _pick(ctx, ["T-3007", "T-3001"], lambda t: t["status"] in ACTIVE)
    _open_row(ctx, tid)
    ctx.expect({"expect_options": {"target": {"field": "Assign to", "within": DISP}, "exactly": names}},
               {"expect_value": {"target": {"field": "Assign to", "within": DISP}, "value": names[0]}})


def team_lines(ctx):
    """"Billing team" shows "<name>: N of 3" per active Billing agent in helpdesk order, counting
    their live open and pending tickets (Ada Okafor's resolved T-3003 does not count)."""
    _expect_team(ctx)


def _assert_assigned(ctx, start: int, tid: str, agent: dict) -> None:
    calls = ctx.tool_calls[start:]
    assigns = [i for i, c in enumerate(calls) if c.name == "assign_ticket" and c.ok]
    assert len(assigns) == 1, f"assigning {tid} made {len(assigns)} accepted assign_ticket calls, wanted one"
    args = calls[assigns[0]].args
    assert args.get("ticket_id") == tid and args.get("agent_id") == agent["id"], \
        f"assign_ticket got {args}, wanted {tid} to {agent['id']}"
    assert any(c.name == "list_tickets" and c.ok for c in calls[:assigns[0]]), \
        "the live tickets were not read again before assigning"
    assert any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == tid for c in calls[:assigns[0]]), \
        f"{tid} was not read for a fresh evidence token before assigning"
    _expect_reads_after(ctx, start, "assign_ticket", ["get_ticket", "list_tickets"], f"after assigning {tid}")
    ctx.expect({"expect_text": {"text": f"Assignee: {agent['name']}", "within": DISP}})
    _until_cell(ctx, WL, "Assignee", tid, agent["name"])
    _expect_team(ctx)


def assign_as_opened(ctx):
    """Assign with the dropdown untouched gives an unowned ticket to the first Billing agent (Tomas
    Berg), read back; the worklist and "Billing team" follow."""
    first = _billing(ctx)[0]
    tid = _pick(ctx, ["T-3007", "T-3012", "T-3004"],
                lambda t: t["status"] in ACTIVE and t["assignee"] is None)
    assert _load(ctx, first["id"]) < LIMIT, f"{first['name']} is already at the limit"
    _open_row(ctx, tid)
    start = _assign(ctx, None)
    _assert_assigned(ctx, start, tid, first)


def assign_chosen(ctx):
    """Choosing Ada Okafor assigns T-3004 to her (A-3), read back."""
    ada = _agent(ctx, "Ada Okafor")
    tid = _pick(ctx, ["T-3004", "T-3012", "T-3001"], lambda t: t["status"] in ACTIVE and t["assignee"] != ada["id"])
    assert _load(ctx, ada["id"]) < LIMIT
    _open_row(ctx, tid)
    start = _assign(ctx, "Ada Okafor")
    _assert_assigned(ctx, start, tid, ada)


def _fill_to(ctx, agent_id: str, n: int, avoid: str | None = None) -> None:
    """Behind the app: give the agent open or pending tickets until they hold exactly n."""
    while _load(ctx, agent_id) < n:
        tid = _pick(ctx, [], lambda t: t["status"] in ACTIVE and t["assignee"] != agent_id and t["id"] != avoid)
        _behind_assign(ctx, tid, agent_id)
    while _load(ctx, agent_id) > n:
        tid = _pick(ctx, [], lambda t: t["status"] in ACTIVE and t["assignee"] == agent_id and t["id"] != avoid)
        other = next(a["id"] for a in _agents(ctx) if a["active"] and a["id"] != agent_id)
        _behind_assign(ctx, tid, other)


def limit_refused(ctx):
    """Ada Okafor holding 3 open or pending tickets is refused: "Ada Okafor already holds 3 of 3 open
    tickets", nothing assigned."""
    ada = _agent(ctx, "Ada Okafor")
    target = _pick(ctx, ["T-3001", "T-3006"], lambda t: t["status"] in ACTIVE and t["assignee"] != ada["id"])
    _fill_to(ctx, ada["id"], 3, avoid=target)
    _reload(ctx)
    _open_row(ctx, target)
    start = _assign(ctx, "Ada Okafor")
    ctx.expect({"expect_text": {"text": "Ada Okafor already holds 3 of 3 open tickets", "within": DISP}})
    _assert_no_writes(ctx, start, "assigning to an agent at the limit")
    assert _tickets(ctx)[target]["assignee"] != ada["id"]


def limit_boundary(ctx):
    """With exactly 2 open or pending tickets Tomas Berg still takes one (then 3 of 3); resolved
    tickets he owns do not count."""
    tomas = _agent(ctx, "Tomas Berg")
    target = _pick(ctx, ["T-3001", "T-3006", "T-3009"], lambda t: t["status"] in ACTIVE and t["assignee"] != tomas["id"])
    _fill_to(ctx, tomas["id"], 2, avoid=target)
    extra = _pick(ctx, ["T-3003", "T-3008"], lambda t: t["status"] == "resolved")
    _behind_assign(ctx, extra, tomas["id"])
    _reload(ctx)
    _open_row(ctx, target)
    start = _assign(ctx, "Tomas Berg")
    _assert_assigned(ctx, start, target, tomas)
    ctx.expect({"expect_text": {"text": "Tomas Berg: 3 of 3", "within": TEAM}})


def limit_counted_live(ctx):
    """The page opened with Tomas Berg at 2; another desk then gives him a third ticket. Assign to
    him reads the live tickets right before and refuses with "Tomas Berg already holds 3 of 3 open
    tickets"."""
    tomas = _agent(ctx, "Tomas Berg")
    target = _pick(ctx, ["T-3009", "T-3001"], lambda t: t["status"] in ACTIVE and t["assignee"] != tomas["id"])
    _fill_to(ctx, tomas["id"], 2, avoid=target)
    _reload(ctx)
    _open_row(ctx, target)
    _expect_team(ctx)
    third = _pick(ctx, [], lambda t: t["status"] in ACTIVE and t["assignee"] != tomas["id"] and t["id"] != target)
    _behind_assign(ctx, third, tomas["id"])
    start = _assign(ctx, "Tomas Berg")
    ctx.expect({"expect_text": {"text": "Tomas Berg already holds 3 of 3 open tickets", "within": DISP}})
    _assert_no_writes(ctx, start, "assigning to an agent the page last saw below the limit")


def team_after_assign(ctx):
    """"Billing team" is read again after an assignment: Ada Okafor's line goes up by one."""
    ada = _agent(ctx, "Ada Okafor")
    _fill_to(ctx, ada["id"], 1)
    tid = _pick(ctx, ["T-3012", "T-3001", "T-3006"], lambda t: t["status"] in ACTIVE and t["assignee"] != ada["id"])
    _reload(ctx)
    _open_row(ctx, tid)
    ctx.expect({"expect_text": {"text": "Ada Okafor: 1 of 3", "within": TEAM}})
    _assign(ctx, "Ada Okafor")
    ctx.expect({"expect_text": {"text": "Ada Okafor: 2 of 3", "within": TEAM}})
    _expect_team(ctx)


def already_with(ctx):
    """A ticket the chosen agent already owns shows "T-3002 is already with Tomas Berg", nothing
    written."""
    tomas = _agent(ctx, "Tomas Berg")
    tid = _pick(ctx, ["T-3002"], lambda t: t["status"] in ACTIVE and t["assignee"] == tomas["id"])
    _open_row(ctx, tid)
    start = _assign(ctx, "Tomas Berg")
    ctx.expect({"expect_text": {"text": f"{tid} is already with Tomas Berg", "within": DISP}})
    _assert_no_writes(ctx, start, f"assigning {tid} to its own agent")


def assign_not_open(ctx):
    """The closed T-3005 and the resolved T-3003 are not assigned: "<id> is <status> and cannot be
    assigned", nothing written."""
    for status, prefer in [("closed", ["T-3005"]), ("resolved", ["T-3003", "T-3008"])]:
        tid = _pick(ctx, prefer, lambda t, s=status: t["status"] == s)
        _reload(ctx)
        _open_by_id(ctx, tid)
        start = _assign(ctx, "Ada Okafor")
        ctx.expect({"expect_text": {"text": f"{tid} is {status} and cannot be assigned", "within": DISP}})
        _assert_no_writes(ctx, start, f"assigning the {status} {tid}")


# --- turn 5 -------------------------------------------------------------------------------------
def waiting_list(ctx):
    """"Waiting to close" lists every resolved ticket in id order as "<id> · <subject> · <customer>"."""
    _expect_waiting(ctx)


def nothing_waiting(ctx):
    """With no resolved ticket left (another desk closed them), a reload shows "Nothing waiting to
    close"."""
    for tid, t in list(_tickets(ctx).items()):
        if t["status"] == "resolved":
            _behind_status(ctx, tid, "closed")
    _reload(ctx)
    ctx.expect({"expect_text": {"text": "Nothing waiting to close", "within": WAIT}})
    assert not re.search(r"T-\d+", ctx.text(WAIT)), '"Waiting to close" still lists a ticket'


def _assert_resolved(ctx, start: int, tid: str, text: str) -> None:
    calls = ctx.tool_calls[start:]
    adds = [i for i, c in enumerate(calls) if c.name == "add_comment" and c.ok]
    assert len(adds) == 1, f"resolving {tid} made {len(adds)} accepted add_comment calls, wanted one"
    args = calls[adds[0]].args
    assert args.get("ticket_id") == tid and args.get("body") == text, f"the reply was stored as {args}"
    assert not args.get("internal"), "the resolving reply was internal; the customer must see it"
    ups = [i for i, c in enumerate(calls) if c.name == "update_ticket_status" and c.ok
           and c.args.get("ticket_id") == tid and c.args.get("status") == "resolved"]
    assert ups and ups[0] > adds[0], f"{tid} was not set to resolved with update_ticket_status after the reply"
    assert any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == tid for c in calls[adds[0] + 1:ups[0]]), \
        f"{tid} was not read again for a fresh token between the reply and the status change"
    _assert_no_batch(ctx, start, f"resolving {tid}")
    assert _tickets(ctx)[tid]["status"] == "resolved"
    _expect_reads_after(ctx, start, "update_ticket_status", ["get_ticket", "list_tickets"], f"after resolving {tid}")


def resolve_with_reply(ctx):
    """Resolve with reply on T-3006 adds the trimmed public reply, reads it again and resolves it
    right now; the box empties, "Status: resolved" shows, it leaves the worklist and joins "Waiting
    to close"."""
    tid = _pick(ctx, ["T-3006", "T-3009"], lambda t: t["status"] in ACTIVE)
    _open_row(ctx, tid)
    text = "The terminal sync is fixed and last week's sales are back in your reports."
    start = _reply(ctx, f"  {text} ", button="Resolve with reply")
    _assert_resolved(ctx, start, tid, text)
    ctx.expect({"expect_text": {"text": "Status: resolved", "within": DISP}},
               {"expect_value": {"target": {"field": "Reply to customer"}, "value": ""}})
    _expect_dispute(ctx, tid)
    _expect_worklist_ids(ctx)
    ctx.expect({"expect_text": {"text": tid, "absent": True, "within": {"column": "ID", "within": WL}}})
    _expect_waiting(ctx)


def resolve_follows_team(ctx):
    """Resolving a ticket Tomas Berg owns lowers his "Billing team" count at once."""
    tomas = _agent(ctx, "Tomas Berg")
    tid = _pick(ctx, ["T-3002"], lambda t: t["status"] in ACTIVE and t["assignee"] == tomas["id"])
    _open_row(ctx, tid)
    _expect_team(ctx)
    start = _reply(ctx, "The duplicate charge has been refunded.", button="Resolve with reply")
    _assert_resolved(ctx, start, tid, "The duplicate charge has been refunded.")
    _expect_team(ctx)
    _expect_waiting(ctx)


def resolve_guard(ctx):
    """Resolve with reply with an empty or 501-character text calls no tool and shows "Write 1 to
    500 characters"."""
    tid = _pick(ctx, ["T-3001", "T-3009"], lambda t: t["status"] in ACTIVE)
    for typed in ["   ", "x" * 501]:
        _reload(ctx)
        _open_row(ctx, tid)
        start = _reply(ctx, typed, button="Resolve with reply")
        ctx.expect({"expect_text": {"text": "Write 1 to 500 characters"}})
        assert not ctx.tool_calls[start:], f"Resolve with reply called {[c.name for c in ctx.tool_calls[start:]]}"


def resolve_not_active(ctx):
    """The resolved T-3003 and the closed T-3005 are not resolved again: "<id> is <status> and
    cannot be resolved again", nothing written."""
    for status, prefer in [("resolved", ["T-3003", "T-3008"]), ("closed", ["T-3005"])]:
        tid = _pick(ctx, prefer, lambda t, s=status: t["status"] == s)
        _reload(ctx)
        _open_by_id(ctx, tid)
        start = _reply(ctx, "Closing this off.", button="Resolve with reply")
        ctx.expect({"expect_text": {"text": f"{tid} is {status} and cannot be resolved again", "within": DISP}})
        _assert_no_writes(ctx, start, f"resolving the {status} {tid}")


def close_guards(ctx):
    """Close refuses the closed T-3005 ("already closed"), the open T-3001 ("Resolve T-3001 before
    closing it") and the resolved T-3003 without a public comment ("needs a public reply"),
    writing nothing."""
    cases = [
        (["T-3005"], lambda t: t["status"] == "closed", "{} is already closed"),
        (["T-3001", "T-3004"], lambda t: t["status"] in ACTIVE, "Resolve {} before closing it"),
        (["T-3003", "T-3008"], lambda t: t["status"] == "resolved" and not any(not c["internal"] for c in t["comments"]),
         "{} needs a public reply before closing"),
    ]
    for prefer, ok, message in cases:
        tid = _pick(ctx, prefer, ok)
        _reload(ctx)
        _open_by_id(ctx, tid)
        start = _close(ctx)
        ctx.expect({"expect_text": {"text": message.format(tid), "within": DISP}})
        _assert_no_writes(ctx, start, f"closing {tid}")


def _assert_closed(ctx, start: int, tid: str) -> None:
    calls = ctx.tool_calls[start:]
    ups = [i for i, c in enumerate(calls) if c.name == "update_ticket_status" and c.ok
           and c.args.get("ticket_id") == tid and c.args.get("status") == "closed"]
    assert len(ups) == 1, f"Close made {len(ups)} accepted update_ticket_status calls to closed for {tid}"
    assert any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == tid for c in calls[:ups[0]]), \
        f"{tid} was not read again right before closing"
    _assert_no_batch(ctx, start, f"closing {tid}")
    assert _tickets(ctx)[tid]["status"] == "closed"
    _expect_reads_after(ctx, start, "update_ticket_status", ["get_ticket", "list_tickets"], f"after closing {tid}")
    ctx.expect({"expect_text": {"text": "Status: closed", "within": DISP}})
    _expect_waiting(ctx)


def close_resolved(ctx):
    """Close on a resolved ticket with a public reply (T-3006 after its resolve) closes it right
    now; "Status: closed" shows and it leaves "Waiting to close"."""
    tid = _pick(ctx, ["T-3006"], lambda t: t["status"] == "resolved" and any(not c["internal"] for c in t["comments"]))
    _open_by_id(ctx, tid)
    start = _close(ctx)
    _assert_closed(ctx, start, tid)


def close_after_reply(ctx):
    """The resolved T-3008 has no public comment; after "Send reply" on this page Close closes it
    right now with a fresh read."""
    tid = _pick(ctx, ["T-3008", "T-3003"],
                lambda t: t["status"] == "resolved" and not any(not c["internal"] for c in t["comments"]))
    _open_by_id(ctx, tid)
    _reply(ctx, "Glad the printer works again.")
    start = _close(ctx)
    _assert_closed(ctx, start, tid)


def resolve_button(ctx):
    """"Dispute" has a "Resolve with reply" button once a ticket is open."""
    tid = _pick(ctx, ["T-3001", "T-3009"], lambda t: t["status"] in ACTIVE)
    _open_row(ctx, tid)
    ctx.expect({"expect_visible": {"target": {"control": "Resolve with reply", "exact": True, "within": DISP}}})


def close_button(ctx):
    """"Dispute" has a "Close" button once a ticket is open."""
    tid = _pick(ctx, ["T-3001", "T-3009"], lambda t: t["status"] in ACTIVE)
    _open_row(ctx, tid)
    ctx.expect({"expect_visible": {"target": {"control": "Close", "exact": True, "within": DISP}}})


def close_fresh_read(ctx):
    """The page opened the resolved T-3003 while it had no public comment; another desk then
    replies publicly. Close reads it again right before closing and closes it."""
    tid = _pick(ctx, ["T-3003", "T-3008"], lambda t: t["status"] == "resolved")
    _open_by_id(ctx, tid)
    _behind_comment(ctx, tid, "Your second location is live.", False)
    start = _close(ctx)
    ctx.expect({"expect_text": {"text": "needs a public reply", "absent": True, "within": DISP}})
    _assert_closed(ctx, start, tid)


def close_refreshes(ctx):
    """After Close the reply box is empty, "Status: closed" shows, the ticket leaves "Waiting to
    close" and the Billing team lines still match the helpdesk."""
    tid = _pick(ctx, ["T-3008", "T-3003"], lambda t: t["status"] == "resolved")
    _behind_comment(ctx, tid, "Replacement printer roll sent.", False)
    _reload(ctx)
    _open_by_id(ctx, tid)
    _expect_waiting(ctx)
    ctx.expect({"fill": {"field": "Reply to customer", "value": "Draft that was never sent"}})
    start = _close(ctx)
    _assert_closed(ctx, start, tid)
    ctx.expect({"expect_value": {"target": {"field": "Reply to customer"}, "value": ""}})
    _expect_team(ctx)
    _expect_worklist_ids(ctx)
