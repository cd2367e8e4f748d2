"""Checks for the awaiting-customer follow-up desk that the vocabulary cannot state on its own.

Every expectation is computed from ``ctx.runtime_state`` (the live helpdesk, or the requirement's
own copy of it), so each check holds on whatever state its turn starts from. The rules, as the
requests pin them: the table lists every pending ticket, longest-waiting (earliest last update)
first; Waiting is the whole days from the ticket's ``updated_at`` to the applied desk time, rounded
down and never below 0; a ticket's reminders are its public comments starting with "Reminder "
(at most 2); a pending ticket is due for closing at 2 reminders or a Waiting of 7 d or more. Checks
that write run ``isolated`` where their writes must not carry forward; there another desk may act
behind the app to set a situation up, or to prove the page reads the helpdesk again before it acts.
"""

from __future__ import annotations

import re
import runpy
from datetime import datetime, timedelta, timezone
from pathlib import Path

_LOG = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "toollog.py"))  # the tool-log helpers

WAIT = {"section": "Waiting on customer"}
TICKET = {"section": "Ticket"}
JOBS = {"section": "Overnight jobs"}
DESK0 = "2026-03-02 09:00"
MAX_REMINDERS = 2
CLOSE_DAYS = 7
CLOSING = "We are closing this ticket because we have not heard back. Write to us any time to start a new one."
REPLIED = "Customer replied: back in the queue"
DESK_MSG = "Write desk time as YYYY-MM-DD HH:MM"


def reminder_text(n: int) -> str:
    return f"Reminder {n} of {MAX_REMINDERS}: we are still waiting for your reply to go on with this ticket."


# --- state helpers ----------------------------------------------------------------------------
def _tickets(ctx) -> dict:
    return ctx.runtime_state["tickets"]


def _num(tid: str) -> int:
    m = re.search(r"(\d+)$", tid)
    return int(m.group(1)) if m else 0


def _dt(iso: str) -> datetime:
    return datetime.fromisoformat(iso.replace("Z", "+00:00"))


def _desk(text: str) -> datetime:
    return datetime.strptime(text, "%Y-%m-%d %H:%M").replace(tzinfo=timezone.utc)


def _fmt(d: datetime) -> str:
    return d.strftime("%Y-%m-%d %H:%M")


def _waited(t: dict, desk_text: str) -> int:
    seconds = (_desk(desk_text) - _dt(t["updated_at"])).total_seconds()
    return max(0, int(seconds // 86400))


def _reminders(t: dict) -> int:
    return sum(1 for c in t["comments"] if not c["internal"] and c["body"].startswith("Reminder "))


def _due(t: dict, desk_text: str) -> bool:
    return t["status"] == "pending" and (_reminders(t) >= MAX_REMINDERS or _waited(t, desk_text) >= CLOSE_DAYS)


def _name(ctx, agent_id: str | None) -> str:
    if agent_id is None:
        return "Unassigned"
    return ctx.runtime_state["agents"][agent_id]["name"]


def _pending(ctx) -> list[dict]:
    """The pending tickets in the requested order: earliest last update first, lower id on a tie."""
    rows = [t for t in _tickets(ctx).values() if t["status"] == "pending"]
    rows.sort(key=lambda t: (_dt(t["updated_at"]), _num(t["id"])))
    return rows


def _open_ids(ctx, prefer: list[str] | None = None) -> list[str]:
    tickets = _tickets(ctx)
    ids = [tid for tid in (prefer or []) if tid in tickets and tickets[tid]["status"] == "open"]
    ids += [t["id"] for t in sorted(tickets.values(), key=lambda t: _num(t["id"]))
            if t["status"] == "open" and t["id"] not in ids]
    return ids


def _pick(ctx, prefer: list[str], ok) -> str:
    tickets = _tickets(ctx)
    for tid in prefer + sorted(tickets, key=_num):
        t = tickets.get(tid)
        if t is not None and ok(t):
            return tid
    raise AssertionError("the helpdesk holds no ticket this check can use")


# --- tool-call helpers ------------------------------------------------------------------------
_mark = _LOG["mark"]
_calls = _LOG["calls"]
_writes = _LOG["writes"]
_assert_no_writes = _LOG["no_writes"]
_assert_no_calls = _LOG["no_calls"]


def _expect_reads_after(ctx, start: int, write: str, reads: list[str], what: str) -> None:
    accepted = _calls(ctx, write, start, ok=True)
    assert accepted, f"{what}: no accepted {write} call"
    _LOG["reads_after"](ctx, accepted[-1], reads)


def _behind_comment(ctx, tid: str, body: str, internal: bool) -> None:
    ctx.behind_the_app("add_comment", {"ticket_id": tid, "body": body, "internal": internal})


def _behind_status(ctx, tid: str, status: str) -> None:
    token = ctx.behind_the_app("get_ticket", {"ticket_id": tid})["evidence_token"]
    ctx.behind_the_app("update_ticket_status", {"ticket_id": tid, "status": status, "evidence_token": token})


def _behind_reminders(ctx, tid: str, upto: int) -> None:
    """Another desk sends public reminders until the ticket has ``upto`` of them."""
    have = _reminders(_tickets(ctx)[tid])
    for n in range(have + 1, upto + 1):
        _behind_comment(ctx, tid, reminder_text(n), False)


def _park_open(ctx, count: int, prefer: list[str]) -> list[str]:
    """Another desk parks ``count`` open tickets (preferred ones first); returns their ids."""
    ids = _open_ids(ctx, prefer)[:count]
    assert len(ids) == count, f"only {len(ids)} open tickets left to park"
    for tid in ids:
        _behind_status(ctx, tid, "pending")
    return ids


# --- page helpers -----------------------------------------------------------------------------
def _reload(ctx) -> None:
    ctx.expect({"open": {"path": "/"}})


def _refresh(ctx, desk_text: str) -> int:
    start = _mark(ctx)
    ctx.expect({"fill": {"field": "Desk time", "value": desk_text}},
               {"click": {"control": "Refresh", "exact": True}})
    return start


def _count_regex(n: int) -> str:
    return rf"(?<!\d){n} {'ticket' if n == 1 else 'tickets'} waiting on the customer"


def _cell(ctx, column: str, tid: str) -> str:
    return " ".join(ctx.text({"column": column, "row": tid, "within": WAIT}).split())


def _expect_cells(ctx, column: str, wanted: dict[str, str], exact_token: bool = False) -> None:
    """Each row's cell in ``column`` shows the wanted text (as a whole token when ``exact_token``)."""

    def probe():
        bad = []
        for tid, want in wanted.items():
            try:
                cell = _cell(ctx, column, tid)
            except AssertionError as exc:
                return False, f"the {column} cell of {tid} could not be read: {exc}"
            if exact_token:
                ok = re.search(rf"(?<![\w-]){re.escape(want)}(?![\w])", cell) is not None
            else:
                ok = want in cell
            if not ok:
                bad.append((tid, want, cell))
        return not bad, f"{column} cells differ (row, wanted, shown): {bad[:4]}"

    ctx.until(probe)


def _expect_rows(ctx, desk_text: str = DESK0, reminders: bool = False) -> list[dict]:
    """"Waiting on customer" lists exactly the pending tickets, in order, under the count line,
    with Waiting worked out for ``desk_text`` (and Reminders when asked)."""
    rows = _pending(ctx)
    if not rows:
        ctx.expect({"expect_text": {"text": "Nobody to chase", "within": WAIT}},
                   {"expect_count": {"target": {"column": "ID", "within": WAIT}, "count": 0}})
        return rows
    ctx.expect({"expect_text": {"regex": _count_regex(len(rows)), "within": WAIT}},
               {"expect_list": {"target": {"column": "ID", "within": WAIT}, "texts": [t["id"] for t in rows]}})
    _expect_cells(ctx, "Waiting", {t["id"]: f"{_waited(t, desk_text)} d" for t in rows}, exact_token=True)
    if reminders:
        _expect_cells(ctx, "Reminders", {t["id"]: f"{_reminders(t)} of {MAX_REMINDERS}" for t in rows},
                      exact_token=True)
    return rows


def _open_row(ctx, tid: str) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": tid, "exact": True, "within": WAIT}},
               {"expect_text": {"text": _tickets(ctx)[tid]["subject"], "within": TICKET}})
    return start


def _open_by_id(ctx, typed: str) -> int:
    start = _mark(ctx)
    ctx.expect({"fill": {"field": "Ticket ID", "value": typed}},
               {"click": {"control": "Open ticket", "exact": True}})
    return start


def _comment_lines(t: dict) -> list[str]:
    return [f"{'Internal' if c['internal'] else 'Public'} · {c['body']}" for c in t["comments"]]


def _expect_ticket(ctx, tid: str) -> None:
    t = _tickets(ctx)[tid]
    steps = [{"expect_text": {"text": t["subject"], "within": TICKET}},
             {"expect_text": {"text": f"Customer: {t['customer']}", "within": TICKET}},
             {"expect_text": {"regex": rf"Status: {t['status']}(?![a-z])", "within": TICKET}},
             {"expect_text": {"text": f"Assignee: {_name(ctx, t['assignee'])}", "within": TICKET}}]
    lines = _comment_lines(t)
    if lines:
        steps += [{"expect_text": {"text": line, "within": TICKET}} for line in lines]
        if len(lines) > 1:
            steps.append({"expect_order": {"texts": lines, "within": TICKET}})
    else:
        steps.append({"expect_text": {"text": "No comments", "within": TICKET}})
    ctx.expect(*steps)


def _press(ctx, control: str, within: dict | None = TICKET) -> int:
    start = _mark(ctx)
    target = {"control": control, "exact": True}
    if within is not None:
        target["within"] = within
    ctx.expect({"click": target})
    return start


# ==============================================================================================
# turn 1
# ==============================================================================================
def live_pending(ctx):
    """As the page opens it reads the live ticket list (never the nightly index) and lists exactly
    the pending tickets; the nightly index's stale "pending" for T-1001 never shows."""
    rows = _expect_rows(ctx)
    assert _calls(ctx, "list_tickets", ok=True), "the page did not read the live ticket list as it opened"
    assert not _calls(ctx, "search_tickets_cached"), "the page used the nightly search index"
    pending_ids = {t["id"] for t in rows}
    for tid in ("T-1001", "T-1003", "T-1005"):
        if tid in _tickets(ctx) and tid not in pending_ids:
            ctx.expect({"expect_text": {"regex": rf"{tid}(?!\d)", "within": WAIT, "absent": True}})


def table_columns(ctx):
    """Every row shows its ID, Subject and Customer in the named columns."""
    rows = _expect_rows(ctx)
    assert rows, "no pending ticket to show"
    _expect_cells(ctx, "Subject", {t["id"]: t["subject"] for t in rows})
    _expect_cells(ctx, "Customer", {t["id"]: t["customer"] for t in rows})


def assignee_names(ctx):
    """After another desk parks an unowned ticket and one owned by Tomas Berg, Assignee shows the
    agents' full names and "Unassigned"."""
    _park_open(ctx, 1, ["T-1001", "T-1003", "T-1005"])
    owned = _pick(ctx, ["T-1002", "T-1007"], lambda t: t["status"] == "open" and t["assignee"] is not None)
    _behind_status(ctx, owned, "pending")
    _reload(ctx)
    rows = _expect_rows(ctx)
    _expect_cells(ctx, "Assignee", {t["id"]: _name(ctx, t["assignee"]) for t in rows})


def last_update(ctx):
    """Last update is the ticket's updated_at (not its creation time), written "2026-03-02 09:01"."""
    _park_open(ctx, 2, ["T-1001", "T-1002"])
    _reload(ctx)
    rows = _expect_rows(ctx)
    _expect_cells(ctx, "Last update", {t["id"]: _fmt(_dt(t["updated_at"])) for t in rows})


def waiting_days(ctx):
    """Waiting is whole days rounded down: on load for 2026-03-02 09:00; for the longest-waiting
    ticket one minute before its 7th full day "6 d", at it "7 d"."""
    rows = _expect_rows(ctx)
    assert rows, "no pending ticket to measure"
    first = rows[0]
    u = _dt(first["updated_at"])
    for delta in (timedelta(days=7) - timedelta(minutes=1), timedelta(days=7), timedelta(days=1)):
        desk_text = _fmt(u + delta)
        _refresh(ctx, desk_text)
        _expect_rows(ctx, desk_text)


def waiting_floor_zero(ctx):
    """A ticket updated after the applied desk time (another desk parks it at 09:01) waits "0 d"."""
    _park_open(ctx, 1, ["T-1005", "T-1003"])
    _reload(ctx)
    _expect_rows(ctx)


def row_order(ctx):
    """Another desk parks T-1002 and then T-1001: the rows run by last update (T-1004 first, then
    T-1002, then T-1001), not by id or creation time."""
    _park_open(ctx, 2, ["T-1002", "T-1001"])
    _reload(ctx)
    _expect_rows(ctx)


def count_line(ctx):
    """With one pending ticket the line reads "1 ticket waiting on the customer"; after another
    desk parks two more and Refresh, "3 tickets waiting on the customer"."""
    rows = _pending(ctx)
    for t in rows[1:]:
        _behind_status(ctx, t["id"], "resolved")
    _reload(ctx)
    assert len(_pending(ctx)) == 1
    _expect_rows(ctx)
    _park_open(ctx, 2, ["T-1001", "T-1003"])
    _refresh(ctx, DESK0)
    assert len(_pending(ctx)) == 3
    _expect_rows(ctx)


def nobody_to_chase(ctx):
    """When no ticket is pending the section shows "Nobody to chase" and no table rows."""
    for t in _pending(ctx):
        _behind_status(ctx, t["id"], "resolved")
    _reload(ctx)
    _expect_rows(ctx)


def refresh_rereads(ctx):
    """After another desk parks a ticket, Refresh with 2026-03-05 12:00 reads the tickets again and
    shows them all with Waiting for that time."""
    _expect_rows(ctx)
    _park_open(ctx, 1, ["T-1007", "T-1003"])
    start = _refresh(ctx, "2026-03-05 12:00")
    _expect_rows(ctx, "2026-03-05 12:00")
    assert _calls(ctx, "list_tickets", start, ok=True), "Refresh did not read the ticket list again"


def desk_guard(ctx):
    """Badly written or impossible desk times read nothing, keep the list for the applied time
    and show the message."""
    _expect_rows(ctx)
    rows = _pending(ctx)
    applied = _fmt(_dt(rows[0]["updated_at"]) + timedelta(days=8)) if rows else "2026-03-10 09:00"
    _refresh(ctx, applied)
    _expect_rows(ctx, applied)
    for typed in ["2026-03-02 9:00", "2026-02-30 09:00", "2026-03-02T10:00", "2026-03-02 24:00", ""]:
        start = _refresh(ctx, typed)
        ctx.expect({"expect_text": {"text": DESK_MSG}})
        _assert_no_calls(ctx, start, f"Refresh with desk time {typed!r}")
        _expect_rows(ctx, applied)


# ==============================================================================================
# turn 2
# ==============================================================================================
def open_from_table(ctx):
    """Clicking an ID in "Waiting on customer" reads that ticket and shows it in "Ticket"."""
    rows = _expect_rows(ctx)
    assert rows, "no pending ticket to open"
    for tid in {rows[0]["id"], rows[-1]["id"]}:
        start = _open_row(ctx, tid)
        assert any(c.args.get("ticket_id") == tid for c in _calls(ctx, "get_ticket", start, ok=True)), \
            f"opening {tid} did not read it from the helpdesk"
        _expect_ticket(ctx, tid)


def open_by_id(ctx):
    """"  T-1006  " (a resolved ticket) opens with the spaces ignored, read from the helpdesk."""
    tid = _pick(ctx, ["T-1006", "T-1008"], lambda t: t["status"] in ("resolved", "closed"))
    start = _open_by_id(ctx, f"  {tid}  ")
    assert any(c.args.get("ticket_id") == tid for c in _calls(ctx, "get_ticket", start, ok=True)), \
        f"opening {tid} by id did not read it (trimmed) from the helpdesk"
    _expect_ticket(ctx, tid)


def open_empty(ctx):
    """An empty box, or one with only spaces, calls no tool and shows "Type a ticket id"."""
    _expect_rows(ctx)
    for typed in ["", "   "]:
        start = _open_by_id(ctx, typed)
        ctx.expect({"expect_text": {"text": "Type a ticket id"}})
        _assert_no_calls(ctx, start, f"Open ticket with {typed!r}")


def open_refused(ctx):
    """An unknown id shows "Refused: " and the helpdesk's message."""
    start = _open_by_id(ctx, "T-9999")
    refused = _calls(ctx, "get_ticket", start, ok=False)
    assert refused, "the page did not ask the helpdesk for T-9999"
    message = refused[-1].error.get("message", "")
    ctx.expect({"expect_text": {"text": f"Refused: {message}"}})


def ticket_details(ctx):
    """An opened ticket shows subject, Customer, Status, Assignee and its comments oldest first as
    "Public · …" / "Internal · …"; a ticket without comments shows "No comments"."""
    tid = _pick(ctx, ["T-1002", "T-1007"], lambda t: t["status"] == "open" and t["assignee"] is not None)
    _behind_comment(ctx, tid, "Could you send us a screenshot of the invoice?", False)
    _behind_comment(ctx, tid, "Customer is on the annual plan", True)
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    bare = _pick(ctx, ["T-1001", "T-1003"], lambda t: not t["comments"] and t["assignee"] is None)
    _open_by_id(ctx, bare)
    _expect_ticket(ctx, bare)


def _wait_for_customer(ctx, tid: str) -> int:
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    return _press(ctx, "Wait for customer")


def _assert_parked(ctx, start: int, tid: str) -> None:
    ctx.until(lambda: (_tickets(ctx)[tid]["status"] == "pending", f"{tid} was not set to pending"))
    ups = _calls(ctx, "update_ticket_status", start, ok=True)
    assert len(ups) == 1 and ups[0].args.get("ticket_id") == tid and ups[0].args.get("status") == "pending", \
        f"Wait for customer made these status changes: {[c.args for c in ups]}"
    assert not _calls(ctx, "schedule_bulk_status", start), "Wait for customer used the overnight batch"


def wait_parks(ctx):
    """Wait for customer on an open ticket (T-1005) sets it pending right now; the ticket shows
    "Status: pending" and the table lists it with "0 d"."""
    tid = _open_ids(ctx, ["T-1005", "T-1007"])[0]
    start = _wait_for_customer(ctx, tid)
    _assert_parked(ctx, start, tid)
    _expect_ticket(ctx, tid)
    _expect_rows(ctx)


def wait_fresh_token(ctx):
    """After another desk notes something on the opened ticket, Wait for customer still parks it:
    the page reads the ticket again for a fresh evidence token."""
    tid = _open_ids(ctx, ["T-1007", "T-1003"])[0]
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    _behind_comment(ctx, tid, "Customer asked for a call back", True)
    start = _press(ctx, "Wait for customer")
    _assert_parked(ctx, start, tid)
    assert not _calls(ctx, "update_ticket_status", start, ok=False), \
        "the page first tried a stale evidence token"


def wait_reads_back(ctx):
    """After parking, the page reads the ticket and the pending list again and shows them."""
    _refresh(ctx, "2026-03-04 09:00")
    _expect_rows(ctx, "2026-03-04 09:00")
    tid = _open_ids(ctx, ["T-1003", "T-1001"])[0]
    start = _wait_for_customer(ctx, tid)
    _assert_parked(ctx, start, tid)
    _expect_reads_after(ctx, start, "update_ticket_status", ["get_ticket", "list_tickets"], "Wait for customer")
    _expect_ticket(ctx, tid)
    _expect_rows(ctx, "2026-03-04 09:00")


def wait_already_pending(ctx):
    """On a pending ticket Wait for customer shows "T-1004 is already waiting on the customer"."""
    tid = _pick(ctx, ["T-1004"], lambda t: t["status"] == "pending")
    start = _wait_for_customer(ctx, tid)
    ctx.expect({"expect_text": {"text": f"{tid} is already waiting on the customer"}})
    _assert_no_writes(ctx, start, "Wait for customer on a pending ticket")


def wait_not_open(ctx):
    """Resolved and closed tickets show "<id> is <status>: only open tickets can wait"."""
    for status in ("resolved", "closed"):
        tid = _pick(ctx, ["T-1006", "T-1008"], lambda t, s=status: t["status"] == s)
        start = _wait_for_customer(ctx, tid)
        ctx.expect({"expect_text": {"text": f"{tid} is {status}: only open tickets can wait"}})
        _assert_no_writes(ctx, start, f"Wait for customer on a {status} ticket")


# ==============================================================================================
# turn 3
# ==============================================================================================
def reminders_column(ctx):
    """Reminders counts public comments starting with "Reminder " ("1 of 2"); another public
    comment and an internal "Reminder …" note do not count."""
    rows = _expect_rows(ctx, reminders=True)
    assert rows, "no pending ticket"
    tid = _pick(ctx, [t["id"] for t in rows], lambda t: t["status"] == "pending" and _reminders(t) == 0)
    _behind_comment(ctx, tid, reminder_text(1), False)
    _behind_comment(ctx, tid, "Could you send the log file from last night?", False)
    _behind_comment(ctx, tid, "Reminder also left on their voicemail", True)
    _reload(ctx)
    _expect_rows(ctx, reminders=True)
    assert _reminders(_tickets(ctx)[tid]) == 1


def full_records(ctx):
    """Refresh reads every pending ticket in full (get_ticket)."""
    _expect_rows(ctx, reminders=True)
    start = _refresh(ctx, DESK0)
    _expect_rows(ctx, reminders=True)
    read = {c.args.get("ticket_id") for c in _calls(ctx, "get_ticket", start, ok=True)}
    missing = sorted({t["id"] for t in _pending(ctx)} - read, key=_num)
    assert not missing, f"Refresh did not read these pending tickets in full: {missing}"


def _send_reminder(ctx, tid: str) -> int:
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    return _press(ctx, "Send reminder")


def _assert_reminded(ctx, start: int, tid: str, n: int) -> None:
    ctx.until(lambda: (bool(_calls(ctx, "add_comment", start, ok=True)), "Send reminder added no comment"))
    adds = _calls(ctx, "add_comment", start, ok=True)
    assert len(adds) == 1, f"Send reminder made {len(adds)} comments, wanted one"
    args = adds[0].args
    assert args.get("ticket_id") == tid, f"the reminder went to {args.get('ticket_id')!r}, not {tid}"
    assert args.get("body") == reminder_text(n), f"the reminder reads {args.get('body')!r}, wanted {reminder_text(n)!r}"
    assert args.get("internal") in (False, None), "the reminder was internal"
    assert not _calls(ctx, "update_ticket_status", start), "Send reminder changed the ticket's status"


def send_reminder(ctx):
    """Send reminder on the longest-waiting pending ticket adds the public reminder with its number."""
    rows = _expect_rows(ctx, reminders=True)
    tid = _pick(ctx, [t["id"] for t in rows], lambda t: t["status"] == "pending" and _reminders(t) < MAX_REMINDERS)
    n = _reminders(_tickets(ctx)[tid]) + 1
    start = _send_reminder(ctx, tid)
    _assert_reminded(ctx, start, tid, n)
    _expect_ticket(ctx, tid)


def reminder_second(ctx):
    """A ticket with one public reminder (and an internal note starting "Reminder ") gets
    "Reminder 2 of 2: …"."""
    tid = _pick(ctx, ["T-1004"], lambda t: t["status"] == "pending" and _reminders(t) < MAX_REMINDERS)
    _behind_reminders(ctx, tid, 1)
    _behind_comment(ctx, tid, "Reminder to self: customer said they would look on Friday", True)
    start = _send_reminder(ctx, tid)
    _assert_reminded(ctx, start, tid, 2)


def reminder_reads_back(ctx):
    """After a reminder, the ticket and the list are read again: with desk time 2026-03-04 09:00
    the reminded ticket now waits "1 d", shows one more reminder and moves below the others."""
    _refresh(ctx, "2026-03-04 09:00")
    rows = _expect_rows(ctx, "2026-03-04 09:00", reminders=True)
    tid = _pick(ctx, [t["id"] for t in rows], lambda t: t["status"] == "pending" and _reminders(t) < MAX_REMINDERS)
    n = _reminders(_tickets(ctx)[tid]) + 1
    start = _send_reminder(ctx, tid)
    _assert_reminded(ctx, start, tid, n)
    _expect_reads_after(ctx, start, "add_comment", ["get_ticket", "list_tickets"], "Send reminder")
    _expect_ticket(ctx, tid)
    _expect_rows(ctx, "2026-03-04 09:00", reminders=True)


def reminder_cap(ctx):
    """A ticket that already had 2 reminders shows "<id> already had 2 reminders" and gets none."""
    tid = _pick(ctx, ["T-1004"], lambda t: t["status"] == "pending")
    _behind_reminders(ctx, tid, MAX_REMINDERS)
    start = _send_reminder(ctx, tid)
    ctx.expect({"expect_text": {"text": f"{tid} already had 2 reminders"}})
    _assert_no_writes(ctx, start, "Send reminder on a ticket with 2 reminders")


def reminder_not_pending(ctx):
    """Open and closed tickets show "<id> is not waiting on the customer" and get no reminder."""
    for ok in (lambda t: t["status"] == "open", lambda t: t["status"] == "closed"):
        tid = _pick(ctx, ["T-1001", "T-1008"], ok)
        start = _send_reminder(ctx, tid)
        ctx.expect({"expect_text": {"text": f"{tid} is not waiting on the customer"}})
        _assert_no_writes(ctx, start, f"Send reminder on {tid}")


# ==============================================================================================
# turn 4
# ==============================================================================================
def _close(ctx, tid: str) -> int:
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    return _press(ctx, "Close as no reply")


def _assert_closed_flow(ctx, start: int, tid: str) -> None:
    ctx.until(lambda: (_tickets(ctx)[tid]["status"] == "closed", f"{tid} was not closed"))
    calls = [c for c in ctx.tool_calls[start:] if c.ok]
    adds = [i for i, c in enumerate(calls) if c.name == "add_comment"]
    ups = [i for i, c in enumerate(calls) if c.name == "update_ticket_status"]
    assert len(adds) == 1, f"closing added {len(adds)} comments, wanted one"
    a = calls[adds[0]].args
    assert a.get("ticket_id") == tid and a.get("body") == CLOSING and a.get("internal") in (False, None), \
        f"the closing comment was {a}"
    assert len(ups) == 1 and calls[ups[0]].args.get("status") == "closed", \
        f"closing made these status changes: {[calls[i].args for i in ups]}"
    assert adds[0] < ups[0], "the closing comment was added after the status change"
    assert not _calls(ctx, "schedule_bulk_status", start), "Close as no reply used the overnight batch"


def close_not_pending(ctx):
    """Close as no reply on an open ticket shows "<id> is not waiting on the customer"."""
    tid = _pick(ctx, ["T-1001", "T-1002"], lambda t: t["status"] == "open")
    start = _close(ctx, tid)
    ctx.expect({"expect_text": {"text": f"{tid} is not waiting on the customer"}})
    _assert_no_writes(ctx, start, f"Close as no reply on open {tid}")


def close_not_due(ctx):
    """A pending ticket with fewer than 2 reminders that waited under 7 d shows the not-due line
    with its reminders and Waiting, and nothing changes."""
    rows = _expect_rows(ctx, reminders=True)
    tid = _pick(ctx, [t["id"] for t in rows], lambda t: t["status"] == "pending" and not _due(t, DESK0))
    t = _tickets(ctx)[tid]
    start = _close(ctx, tid)
    ctx.expect({"expect_text": {"text": f"{tid} is not due for closing ({_reminders(t)} of 2 reminders, "
                                        f"waited {_waited(t, DESK0)} d)"}})
    _assert_no_writes(ctx, start, f"Close as no reply on {tid}, not due")
    # the line gives Waiting for the applied desk time, not for the time the page opened with
    later = _fmt(_dt(t["updated_at"]) + timedelta(days=3, hours=5))
    _refresh(ctx, later)
    _expect_rows(ctx, later, reminders=True)
    start = _close(ctx, tid)
    ctx.expect({"expect_text": {"text": f"{tid} is not due for closing ({_reminders(t)} of 2 reminders, waited 3 d)"}})
    _assert_no_writes(ctx, start, f"Close as no reply on {tid}, not due at {later}")


def close_seven_days(ctx):
    """With fewer than 2 reminders: one minute before 7 full days the ticket is not due ("waited
    6 d"); at 7 days it is closed."""
    tid = _pick(ctx, ["T-1004"], lambda t: t["status"] == "pending" and _reminders(t) < MAX_REMINDERS)
    t = _tickets(ctx)[tid]
    u = _dt(t["updated_at"])
    before = _fmt(u + timedelta(days=7) - timedelta(minutes=1))
    _refresh(ctx, before)
    _expect_rows(ctx, before, reminders=True)
    start = _close(ctx, tid)
    ctx.expect({"expect_text": {"text": f"{tid} is not due for closing ({_reminders(t)} of 2 reminders, waited 6 d)"}})
    _assert_no_writes(ctx, start, f"Close as no reply on {tid} at 6 d")
    at = _fmt(u + timedelta(days=7))
    _refresh(ctx, at)
    _expect_rows(ctx, at, reminders=True)
    start = _close(ctx, tid)
    _assert_closed_flow(ctx, start, tid)


def close_two_reminders(ctx):
    """A ticket with 2 reminders and "0 d" is due: the closing comment first, then closed right now
    with a fresh evidence token."""
    tid = _pick(ctx, ["T-1004"], lambda t: t["status"] == "pending")
    _behind_reminders(ctx, tid, MAX_REMINDERS)
    start = _close(ctx, tid)
    _assert_closed_flow(ctx, start, tid)
    assert not _calls(ctx, "update_ticket_status", start, ok=False), "the page first tried a stale evidence token"


def close_reads_back(ctx):
    """After closing, the ticket shows "Status: closed" and the closing comment, and the list no
    longer holds it."""
    tid = _pick(ctx, ["T-1004"], lambda t: t["status"] == "pending")
    _behind_reminders(ctx, tid, MAX_REMINDERS)
    _reload(ctx)
    _expect_rows(ctx, reminders=True)
    start = _close(ctx, tid)
    _assert_closed_flow(ctx, start, tid)
    _expect_reads_after(ctx, start, "update_ticket_status", ["get_ticket", "list_tickets"], "Close as no reply")
    _expect_ticket(ctx, tid)
    _expect_rows(ctx, reminders=True)


def _replied(ctx, tid: str) -> int:
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    return _press(ctx, "Customer replied")


def _assert_reopened(ctx, start: int, tid: str) -> None:
    ctx.until(lambda: (_tickets(ctx)[tid]["status"] == "open", f"{tid} was not re-opened"))
    calls = [c for c in ctx.tool_calls[start:] if c.ok]
    ups = [i for i, c in enumerate(calls) if c.name == "update_ticket_status"]
    adds = [i for i, c in enumerate(calls) if c.name == "add_comment"]
    assert len(ups) == 1 and calls[ups[0]].args.get("status") == "open", \
        f"Customer replied made these status changes: {[calls[i].args for i in ups]}"
    assert len(adds) == 1, f"Customer replied added {len(adds)} comments, wanted one"
    a = calls[adds[0]].args
    assert a.get("ticket_id") == tid and a.get("body") == REPLIED and a.get("internal") is True, \
        f"the note was {a}"
    assert ups[0] < adds[0], "the note was added before the status change was accepted"
    assert not _calls(ctx, "schedule_bulk_status", start), "Customer replied used the overnight batch"


def replied_already_open(ctx):
    """Customer replied on an open ticket shows "<id> is already open" and changes nothing."""
    tid = _pick(ctx, ["T-1001", "T-1002"], lambda t: t["status"] == "open")
    start = _replied(ctx, tid)
    ctx.expect({"expect_text": {"text": f"{tid} is already open"}})
    _assert_no_writes(ctx, start, f"Customer replied on open {tid}")


def replied_pending(ctx):
    """Customer replied on a pending ticket sets it open right now, then adds the internal note;
    the ticket shows "Status: open" and the note, and it leaves the list."""
    tid = _pick(ctx, ["T-1005", "T-1004"], lambda t: t["status"] == "pending")
    start = _replied(ctx, tid)
    _assert_reopened(ctx, start, tid)
    _expect_ticket(ctx, tid)
    _expect_rows(ctx, reminders=True)


def replied_resolved(ctx):
    """A resolved ticket is re-opened the same way, after another desk touched it (fresh token)."""
    tid = _pick(ctx, ["T-1006"], lambda t: t["status"] == "resolved")
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    _behind_comment(ctx, tid, "Refund confirmed by finance", True)
    start = _press(ctx, "Customer replied")
    _assert_reopened(ctx, start, tid)
    assert not _calls(ctx, "update_ticket_status", start, ok=False), "the page first tried a stale evidence token"
    _expect_reads_after(ctx, start, "add_comment", ["get_ticket", "list_tickets"], "Customer replied")
    _expect_ticket(ctx, tid)


def replied_closed_refused(ctx):
    """For a closed ticket the page still asks the helpdesk, shows "Refused: <message>", adds no
    note and shows the status the helpdesk reports."""
    tid = _pick(ctx, ["T-1008"], lambda t: t["status"] == "closed")
    start = _replied(ctx, tid)
    refused = _calls(ctx, "update_ticket_status", start, ok=False)
    assert refused, f"the page did not ask the helpdesk to re-open closed {tid}"
    assert refused[-1].args.get("status") == "open", f"the page asked for {refused[-1].args}"
    message = refused[-1].error.get("message", "")
    ctx.expect({"expect_text": {"text": f"Refused: {message}"}})
    assert not _calls(ctx, "add_comment", start), "a refused re-open still added a note"
    _expect_ticket(ctx, tid)


# ==============================================================================================
# turn 5
# ==============================================================================================
def _select(ctx, ids: list[str]) -> None:
    ctx.expect(*[{"check": {"target": {"control": f"Select {tid}", "exact": True, "within": WAIT}}} for tid in ids])


def _expect_unselected(ctx, ids: list[str]) -> None:
    for tid in ids:
        ctx.expect({"expect_selected": {"target": {"control": f"Select {tid}", "exact": True, "within": WAIT},
                                        "selected": False}})


def select_boxes(ctx):
    """Every row has a checkbox "Select <id>", unticked."""
    rows = _expect_rows(ctx, reminders=True)
    assert rows, "no pending ticket"
    ctx.expect({"expect_count": {"target": {"role": "checkbox", "within": WAIT}, "min": len(rows)}})
    _expect_unselected(ctx, [t["id"] for t in rows])


def none_selected(ctx):
    """With nothing ticked both buttons call no tool and show "Select at least one ticket"."""
    _expect_rows(ctx, reminders=True)
    for button in ("Remind selected", "Close selected overnight"):
        start = _press(ctx, button, None)
        ctx.expect({"expect_text": {"text": "Select at least one ticket"}})
        _assert_no_calls(ctx, start, f"{button} with nothing selected")


def _bulk_setup(ctx) -> list[str]:
    """At least three pending tickets: park open ones (T-1001, T-1007 first) as another desk."""
    need = max(0, 3 - len(_pending(ctx)))
    if need:
        _park_open(ctx, need, ["T-1001", "T-1007", "T-1003"])
    return [t["id"] for t in _pending(ctx)]


def remind_selected(ctx):
    """Remind selected reads each selected ticket again and reminds, in the table's order, those
    that may still get one (a ticket another desk brought to 2 reminders after the page loaded is
    skipped), then shows "Reminded N · skipped M"."""
    ids = _bulk_setup(ctx)
    full = ids[-1]
    _reload(ctx)
    order = [t["id"] for t in _expect_rows(ctx, reminders=True)]
    _select(ctx, order)
    _behind_reminders(ctx, full, MAX_REMINDERS)  # after the page read it: only a fresh read sees it
    wanted = {tid: _reminders(_tickets(ctx)[tid]) for tid in order}
    start = _press(ctx, "Remind selected", None)
    targets = [tid for tid in order if wanted[tid] < MAX_REMINDERS]
    ctx.expect({"expect_text": {"text": f"Reminded {len(targets)} · skipped {len(order) - len(targets)}"}})
    adds = _calls(ctx, "add_comment", start, ok=True)
    got = [(c.args.get("ticket_id"), c.args.get("body"), c.args.get("internal") in (False, None)) for c in adds]
    want = [(tid, reminder_text(wanted[tid] + 1), True) for tid in targets]
    assert got == want, f"Remind selected added {got}, wanted {want}"
    read = {c.args.get("ticket_id") for c in _calls(ctx, "get_ticket", start, ok=True)}
    assert set(order) <= read, f"Remind selected did not read {sorted(set(order) - read)} again"
    other = [c.name for c in _writes(ctx, start) if c.name != "add_comment"]
    assert not other, f"Remind selected also wrote: {other}"


def bulk_clears_and_rereads(ctx):
    """After Remind selected the checkboxes are cleared and the list is read again (new counts)."""
    ids = _bulk_setup(ctx)
    _reload(ctx)
    order = [t["id"] for t in _expect_rows(ctx, reminders=True)]
    pick = [tid for tid in order if _reminders(_tickets(ctx)[tid]) < MAX_REMINDERS][:2]
    assert pick, "no ticket can take a reminder"
    _select(ctx, pick)
    start = _press(ctx, "Remind selected", None)
    ctx.until(lambda: (len(_calls(ctx, "add_comment", start, ok=True)) == len(pick), "not every pick was reminded"))
    _expect_reads_after(ctx, start, "add_comment", ["list_tickets"], "Remind selected")
    _expect_rows(ctx, reminders=True)
    _expect_unselected(ctx, [t["id"] for t in _pending(ctx)])
    assert ids


def _due_setup(ctx) -> tuple[list[str], list[str]]:
    """Three or more pending tickets, the last two in table order brought to 2 reminders by
    another desk: those are due, the first is not (at desk time 2026-03-02 09:00)."""
    _bulk_setup(ctx)
    ids = [t["id"] for t in _pending(ctx)]
    for tid in ids[:1]:
        if _due(_tickets(ctx)[tid], DESK0):
            _behind_status(ctx, tid, "resolved")
    ids = [t["id"] for t in _pending(ctx)]
    if len(ids) < 3:
        _park_open(ctx, 3 - len(ids), ["T-1003", "T-1002", "T-1005"])
    ids = [t["id"] for t in _pending(ctx)]
    for tid in ids[-2:]:
        _behind_reminders(ctx, tid, MAX_REMINDERS)
    _reload(ctx)
    order = [t["id"] for t in _expect_rows(ctx, reminders=True)]
    due = [tid for tid in order if _due(_tickets(ctx)[tid], DESK0)]
    return order, due


def close_overnight(ctx):
    """Close selected overnight puts the due selected tickets, in table order, into one overnight
    request to close, adds no comment, changes no status now, shows "Job J-n closes … at
    2026-03-03 02:00", and the tickets stay pending in the table."""
    order, due = _due_setup(ctx)
    assert len(due) >= 2 and len(due) < len(order), f"setup gave due {due} of {order}"
    _select(ctx, order)
    start = _press(ctx, "Close selected overnight", None)
    ctx.until(lambda: (bool(_calls(ctx, "schedule_bulk_status", start, ok=True)), "no overnight request was made"))
    jobs = _calls(ctx, "schedule_bulk_status", start, ok=True)
    assert len(jobs) == 1, f"{len(jobs)} overnight requests, wanted one"
    args = jobs[0].args
    assert args.get("ticket_ids") == due and args.get("status") == "closed", \
        f"the overnight request was {args}, wanted {due} to closed"
    writes = [c.name for c in _writes(ctx, start)]
    assert writes == ["schedule_bulk_status"], f"Close selected overnight also wrote: {writes}"
    job_id = jobs[0].result["job_id"]
    run_at = _fmt(_dt(jobs[0].result["run_at"]))
    ctx.expect({"expect_text": {"text": f"Job {job_id} closes {', '.join(due)} at {run_at}"}})
    _expect_rows(ctx, reminders=True)
    for tid in due:
        assert _tickets(ctx)[tid]["status"] == "pending"


def close_overnight_none_due(ctx):
    """When no selected ticket is due, no write tool is called and the page says so."""
    _bulk_setup(ctx)
    _reload(ctx)
    order = [t["id"] for t in _expect_rows(ctx, reminders=True)]
    not_due = [tid for tid in order if not _due(_tickets(ctx)[tid], DESK0)]
    assert not_due, "every pending ticket is due"
    _select(ctx, not_due[:2])
    start = _press(ctx, "Close selected overnight", None)
    ctx.expect({"expect_text": {"text": "No selected ticket is due for closing"}})
    _assert_no_writes(ctx, start, "Close selected overnight with nothing due")


def overnight_jobs(ctx):
    """"Overnight jobs" starts with "No overnight jobs"; after two requests it lists both, oldest
    first, like "J-1 · closes T-1004, T-1005 · 2026-03-03 02:00"."""
    ctx.expect({"expect_text": {"text": "No overnight jobs", "within": JOBS}})
    order, due = _due_setup(ctx)
    ctx.expect({"expect_text": {"text": "No overnight jobs", "within": JOBS}})
    lines = []
    for pick in (due[:1], due[1:2]):
        _select(ctx, pick)
        start = _press(ctx, "Close selected overnight", None)
        ctx.until(lambda start=start: (bool(_calls(ctx, "schedule_bulk_status", start, ok=True)), "no overnight request"))
        job = _calls(ctx, "schedule_bulk_status", start, ok=True)[0].result
        lines.append(f"{job['job_id']} · closes {', '.join(pick)} · {_fmt(_dt(job['run_at']))}")
    ctx.expect(*[{"expect_text": {"text": line, "within": JOBS}} for line in lines],
               {"expect_order": {"texts": lines, "within": JOBS}},
               {"expect_text": {"text": "No overnight jobs", "within": JOBS, "absent": True}})
    assert order
