"""Checks for the response-deadline watch desk that the vocabulary cannot state on its own.

Every expectation is computed from ``ctx.runtime_state`` (the live helpdesk, or the requirement's
own copy of it), so each check holds on whatever state its turn starts from: reply targets are the
helpdesk's SLA policy (urgent 1 h, high 4 h, normal 24 h, low 72 h, as helpdesk://sla-policy
returns them), resolve targets the request's own (24/72/120/240 h), "answered" means at least one
public comment, loads are counted from the tickets. Checks that write run ``isolated`` where their
writes must not carry forward; there another desk may act behind the app to prove the page reads
the helpdesk again before it acts.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

WATCH = {"section": "Watch list"}
TICKET = {"section": "Ticket"}
TARGETS = {"section": "Targets"}
LOAD = {"section": "Team load"}
SUMMARY = {"section": "Shift summary"}
ACTIONS = {"section": "Actions"}
REPLY_HOURS = {"urgent": 1, "high": 4, "normal": 24, "low": 72}
RESOLVE_HOURS = {"urgent": 24, "high": 72, "normal": 120, "low": 240}
PRIORITIES = ["urgent", "high", "normal", "low"]
ACTIVE = ("open", "pending")
NOW0 = "2026-03-02 09:00"
FIRST_REPLY = "Thank you for waiting: your ticket is with our team and we will update you today."
LIMIT = 3
BULK_MAX = 5


# --- state helpers ----------------------------------------------------------------------------
def _tickets(ctx) -> dict:
    return ctx.runtime_state["tickets"]


def _num(tid: str) -> int:
    m = re.search(r"(\d+)$", tid)
    return int(m.group(1)) if m else 0


def _dt(iso: str) -> datetime:
    return datetime.fromisoformat(iso.replace("Z", "+00:00"))


def _now(text: str) -> datetime:
    return datetime.strptime(text, "%Y-%m-%d %H:%M").replace(tzinfo=timezone.utc)


def _fmt(d: datetime) -> str:
    return d.strftime("%Y-%m-%d %H:%M")


def _answered(t: dict) -> bool:
    return any(not c["internal"] for c in t["comments"])


def _dues(t: dict) -> tuple[datetime, datetime]:
    created = _dt(t["created_at"])
    return created + timedelta(hours=REPLY_HOURS[t["priority"]]), created + timedelta(hours=RESOLVE_HOURS[t["priority"]])


def _agents(ctx) -> list[dict]:
    return sorted(ctx.runtime_state["agents"].values(), key=lambda a: _num(a["id"]))


def _active_agents(ctx) -> list[dict]:
    return [a for a in _agents(ctx) if a["active"]]


def _name(ctx, agent_id: str | None) -> str:
    if agent_id is None:
        return "Unassigned"
    return ctx.runtime_state["agents"][agent_id]["name"]


def _team_of(ctx, agent_id: str | None) -> str | None:
    if agent_id is None:
        return None
    return ctx.runtime_state["agents"][agent_id]["team"]


def _load(ctx, agent_id: str) -> int:
    return sum(1 for t in _tickets(ctx).values() if t["assignee"] == agent_id and t["status"] in ACTIVE)


def _target(ctx, team: str) -> dict | None:
    pool = [a for a in _active_agents(ctx) if a["team"] == team]
    if not pool:
        return None
    return min(pool, key=lambda a: (_load(ctx, a["id"]), _num(a["id"])))


def _watch(ctx, now_text: str = NOW0) -> list[dict]:
    """The watched tickets for that Now, in the requested order."""
    now = _now(now_text)
    rows = []
    for t in _tickets(ctx).values():
        if t["status"] not in ACTIVE:
            continue
        reply, resolve = _dues(t)
        answered = _answered(t)
        running = [resolve] if answered else [reply, resolve]
        if any(now >= d for d in running):
            state = "Breached"
        elif any(d - now <= timedelta(hours=4) for d in running):
            state = "At risk"
        else:
            continue
        rows.append({"id": t["id"], "state": state, "next": min(running), "answered": answered, "t": t,
                     "reply": "Answered" if answered else _fmt(reply), "resolve": _fmt(resolve)})
    rows.sort(key=lambda r: (r["state"] != "Breached", r["next"], _num(r["id"])))
    return rows


def _filtered(ctx, rows: list[dict], show: str = "All", owner: str = "All teams") -> list[dict]:
    out = []
    for r in rows:
        if show != "All" and r["state"] != show:
            continue
        assignee = r["t"]["assignee"]
        if owner == "Unassigned" and assignee is not None:
            continue
        if owner in ("Platform", "Billing") and _team_of(ctx, assignee) != owner:
            continue
        out.append(r)
    return out


# --- tool-call helpers ------------------------------------------------------------------------
def _calls(ctx, name: str, since: int = 0, ok: bool | None = None) -> list:
    return [c for c in ctx.tool_calls[since:] if c.name == name and (ok is None or c.ok == ok)]


def _writes(ctx, since: int) -> list:
    return [c for c in ctx.tool_calls[since:] if c.mode == "write"]


def _mark(ctx) -> int:
    return len(ctx.tool_calls)


def _assert_no_writes(ctx, start: int, what: str) -> None:
    writes = _writes(ctx, start)
    assert not writes, f"{what} wrote to the helpdesk: {[(c.name, c.args) for c in writes]}"


def _behind_comment(ctx, tid: str, body: str, internal: bool) -> None:
    ctx.behind_the_app("add_comment", {"ticket_id": tid, "body": body, "internal": internal})


def _behind_status(ctx, tid: str, status: str) -> None:
    token = ctx.behind_the_app("get_ticket", {"ticket_id": tid})["evidence_token"]
    ctx.behind_the_app("update_ticket_status", {"ticket_id": tid, "status": status, "evidence_token": token})


def _behind_assign(ctx, tid: str, agent_id: str) -> None:
    token = ctx.behind_the_app("get_ticket", {"ticket_id": tid})["evidence_token"]
    ctx.behind_the_app("assign_ticket", {"ticket_id": tid, "agent_id": agent_id, "evidence_token": token})


def _pick(ctx, prefer: list[str], ok) -> str:
    tickets = _tickets(ctx)
    for tid in prefer + sorted(tickets, key=_num):
        t = tickets.get(tid)
        if t is not None and ok(t):
            return tid
    raise AssertionError("the helpdesk holds no ticket this check can use")


# --- page helpers -----------------------------------------------------------------------------
def _reload(ctx) -> None:
    ctx.expect({"open": {"path": "/"}})


def _recalc(ctx, now_text: str) -> int:
    start = _mark(ctx)
    ctx.expect({"fill": {"field": "Now", "value": now_text}},
               {"click": {"control": "Recalculate", "exact": True}})
    return start


def _counts_regex(rows: list[dict]) -> str:
    b = sum(1 for r in rows if r["state"] == "Breached")
    return rf"(?<!\d){b} breached · {len(rows) - b} at risk"


def _expect_rows(ctx, rows: list[dict], all_rows: list[dict] | None = None) -> None:
    """The Watch list shows exactly these rows, in this order (IDs), under the counts line."""
    all_rows = rows if all_rows is None else all_rows
    if not all_rows:
        ctx.expect({"expect_text": {"text": "Nothing to watch", "within": WATCH}},
                   {"expect_count": {"target": {"column": "ID", "within": WATCH}, "count": 0}})
        return
    ctx.expect({"expect_text": {"regex": _counts_regex(all_rows), "within": WATCH}})
    if not rows:
        ctx.expect({"expect_text": {"text": "No ticket matches the filters", "within": WATCH}},
                   {"expect_count": {"target": {"column": "ID", "within": WATCH}, "count": 0}})
        return
    ctx.expect({"expect_list": {"target": {"column": "ID", "within": WATCH},
                                "texts": [r["id"] for r in rows], "whole": True}})


def _expect_columns(ctx, rows: list[dict]) -> None:
    if not rows:
        return
    cols = [("Subject", lambda r: r["t"]["subject"]),
            ("Assignee", lambda r: _name(ctx, r["t"]["assignee"])), ("Reply due", lambda r: r["reply"]),
            ("Resolve due", lambda r: r["resolve"]), ("State", lambda r: r["state"])]
    for column, value in cols:
        ctx.expect({"expect_list": {"target": {"column": column, "within": WATCH},
                                    "texts": [value(r) for r in rows]}})
    # the request does not pin the priority words' case ("urgent" or "Urgent")
    wanted = [r["t"]["priority"] for r in rows]

    def probe():
        bad = []
        for r, w in zip(rows, wanted):
            try:
                cell = " ".join(ctx.text({"column": "Priority", "row": r["id"], "within": WATCH}).split()).lower()
            except AssertionError as exc:
                return False, f"the Priority cell of {r['id']} could not be read: {exc}"
            if not re.search(rf"(?<![a-z]){w}(?![a-z])", cell):
                bad.append((r["id"], w, cell))
        return not bad, f"Priority cells differ (row, wanted, shown): {bad[:4]}"

    ctx.until(probe)


def _state_of(ctx, tid: str) -> str | None:
    if not re.search(rf"{re.escape(tid)}(?!\d)", ctx.text(WATCH)):
        return None
    return " ".join(ctx.text({"column": "State", "row": tid, "within": WATCH}).split())


def _open_row(ctx, tid: str) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": tid, "exact": True, "within": WATCH}},
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
    reply, resolve = _dues(t)
    steps = [{"expect_text": {"text": t["subject"], "within": TICKET}},
             {"expect_text": {"text": f"Customer: {t['customer']}", "within": TICKET}},
             {"expect_text": {"regex": rf"Status: {t['status']}(?![a-z])", "within": TICKET}},
             {"expect_text": {"text": f"Assignee: {_name(ctx, t['assignee'])}", "within": TICKET}},
             {"expect_text": {"text": "Reply due: Answered" if _answered(t) else f"Reply due: {_fmt(reply)}",
                              "within": TICKET}},
             {"expect_text": {"text": f"Resolve due: {_fmt(resolve)}", "within": TICKET}}]
    lines = _comment_lines(t)
    if lines:
        steps += [{"expect_text": {"text": line, "within": TICKET}} for line in lines]
        if len(lines) > 1:
            steps.append({"expect_order": {"texts": lines, "within": TICKET}})
    else:
        steps.append({"expect_text": {"text": "No comments", "within": TICKET}})
    ctx.expect(*steps)


def _first_reply(ctx) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Send first reply", "exact": True, "within": TICKET}})
    return start


def _assign(ctx, team: str | None = None) -> int:
    start = _mark(ctx)
    if team is not None:
        ctx.expect({"select": {"field": "Team", "within": TICKET, "option": team}})
    ctx.expect({"click": {"control": "Assign least loaded", "exact": True, "within": TICKET}})
    return start


def _expect_load(ctx) -> None:
    lines = [f"{a['name']} ({a['team']}): {_load(ctx, a['id'])} of {LIMIT}" for a in _active_agents(ctx)]
    steps = [{"expect_text": {"regex": rf"{re.escape(line)}(?!\d)", "within": LOAD}} for line in lines]
    ctx.expect(*steps, {"expect_order": {"texts": lines, "within": LOAD}})
    for a in _agents(ctx):
        if not a["active"]:
            ctx.expect({"expect_text": {"text": a["name"], "within": LOAD, "absent": True}})


def _filters(ctx, show: str, owner: str) -> None:
    ctx.expect({"select": {"field": "Show", "within": WATCH, "option": show}},
               {"select": {"field": "Owner", "within": WATCH, "option": owner}})


def _reply_shown(ctx) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Reply to shown", "exact": True, "within": WATCH}})
    return start


def _resolve(ctx) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Resolve", "exact": True, "within": TICKET}})
    return start


def _reply_calls(ctx, start: int) -> list:
    return _calls(ctx, "add_comment", start, ok=True)


def _assert_first_reply(call, tid: str) -> None:
    args = call.args
    assert args.get("ticket_id") == tid, f"the reply went to {args.get('ticket_id')!r}, not {tid}"
    assert args.get("body") == FIRST_REPLY, f"the reply reads {args.get('body')!r}"
    assert args.get("internal") in (False, None), "the first reply was not public"


def _expect_reads_after(ctx, start: int, write: str, reads: list[str], what: str) -> None:
    calls = ctx.tool_calls[start:]
    idx = [i for i, c in enumerate(calls) if c.name == write and c.ok]
    assert idx, f"{what}: no accepted {write} call"
    later = {c.name for c in calls[idx[-1] + 1:] if c.ok}
    missing = [r for r in reads if r not in later]
    assert not missing, f"{what}: the page did not call {missing} after {write}"


def _unanswered_watched(ctx, now_text: str = NOW0) -> list[dict]:
    return [r for r in _watch(ctx, now_text) if not r["answered"]]


def _settle_watch(ctx, now_text: str = NOW0) -> list[dict]:
    rows = _watch(ctx, now_text)
    _expect_rows(ctx, rows)
    return rows


# ==============================================================================================
# turn 1
# ==============================================================================================
def sla_resource_read(ctx):
    """The page reads helpdesk://sla-policy and the live tickets (never the nightly index)."""
    _settle_watch(ctx)

    def probe():
        reads = [c for c in ctx.tool_calls if c.kind == "resource" and c.name == "helpdesk://sla-policy" and c.ok]
        return bool(reads), "the page did not read the resource helpdesk://sla-policy"

    ctx.until(probe)
    assert _calls(ctx, "list_tickets", ok=True), "the page did not read the live ticket list as it opened"
    assert not _calls(ctx, "search_tickets_cached"), "the page used the nightly search index"


def targets_lines(ctx):
    """"Targets" lists urgent, high, normal, low as "<p>: reply N h · resolve M h"."""
    lines = [f"{p}: reply {REPLY_HOURS[p]} h · resolve {RESOLVE_HOURS[p]} h" for p in PRIORITIES]
    steps = [{"expect_text": {"regex": rf"(?<![a-z]){re.escape(line)}(?!\d)", "within": TARGETS}} for line in lines]
    ctx.expect(*steps, {"expect_order": {"texts": lines, "within": TARGETS}})


def watch_on_load(ctx):
    """As the page opens the watch list shows the tickets watched at 2026-03-02 09:00, in order."""
    _settle_watch(ctx)


def watch_columns(ctx):
    """Subject, Priority, Assignee (deactivated names, Unassigned), Reply due, Resolve due, State."""
    rows = _settle_watch(ctx)
    _expect_columns(ctx, rows)


def full_records_read(ctx):
    """Every open or pending ticket is read in full (get_ticket); dues come from created_at, not
    updated_at: after another desk adds an internal note to an at-risk ticket, it stays at risk
    with the same dues."""
    tid = _pick(ctx, ["T-4010", "T-4016", "T-4014"],
                lambda t: t["status"] in ACTIVE and not _answered(t)
                and _dues(t)[0] - timedelta(hours=1) >= _dt("2026-03-02T09:00:00Z"))
    reply, _ = _dues(_tickets(ctx)[tid])
    now_text = _fmt(reply - timedelta(hours=1))
    _behind_comment(ctx, tid, "Customer phoned about this one", True)
    _reload(ctx)
    _settle_watch(ctx)
    start = _recalc(ctx, now_text)
    rows = _settle_watch(ctx, now_text)
    live = {t["id"] for t in _tickets(ctx).values() if t["status"] in ACTIVE}
    read = {c.args.get("ticket_id") for c in _calls(ctx, "get_ticket", start, ok=True)}
    missing = sorted(live - read, key=_num)
    assert not missing, f"Recalculate did not read these open or pending tickets in full: {missing}"
    assert tid in [r["id"] for r in rows], f"{tid} should be at risk at {now_text}"
    _expect_columns(ctx, rows)


def state_boundaries(ctx):
    """An unanswered ticket whose reply due is D: at D-4h01 not watched, at D-4h "At risk", at
    D-0h01 "At risk", at D "Breached"."""
    # a ticket whose boundaries all fall after every fixture ticket was created (T-4010: 10:24 to 14:25)
    tid = _pick(ctx, ["T-4010", "T-4016", "T-4014"],
                lambda t: t["status"] in ACTIVE and not _answered(t)
                and _dues(t)[1] - _dues(t)[0] > timedelta(hours=6))
    reply, _ = _dues(_tickets(ctx)[tid])
    for delta, want in [(timedelta(hours=4, minutes=1), None), (timedelta(hours=4), "At risk"),
                        (timedelta(minutes=1), "At risk"), (timedelta(0), "Breached")]:
        now_text = _fmt(reply - delta)
        _recalc(ctx, now_text)
        rows = _settle_watch(ctx, now_text)
        assert (tid in [r["id"] for r in rows]) == (want is not None)

        def probe(want=want, now_text=now_text):
            have = _state_of(ctx, tid)
            return have == want, f"at Now {now_text} {tid} shows state {have!r}, wanted {want!r}"

        ctx.until(probe)


def resolve_clock(ctx):
    """Another desk answers a ticket publicly: its reply clock stops ("Answered"), and only its
    resolve due counts: at resolve-4h it is "At risk", at resolve it is "Breached"."""
    tid = _pick(ctx, ["T-4002", "T-4015", "T-4001"],
                lambda t: t["status"] in ACTIVE and not _answered(t)
                and _dues(t)[1] > _dues(t)[0] + timedelta(hours=5)
                and _dues(t)[1] - timedelta(hours=4) >= _dt("2026-03-02T09:00:00Z"))
    _, resolve = _dues(_tickets(ctx)[tid])
    _behind_comment(ctx, tid, "Team note: waiting on logs", True)
    now_text = _fmt(resolve - timedelta(hours=4))
    _recalc(ctx, now_text)
    rows = _settle_watch(ctx, now_text)
    _expect_columns(ctx, rows)
    assert next(r for r in rows if r["id"] == tid)["state"] == "Breached"
    _behind_comment(ctx, tid, "We are looking into it", False)
    _recalc(ctx, now_text)
    rows = _settle_watch(ctx, now_text)
    assert next(r for r in rows if r["id"] == tid)["state"] == "At risk"
    _expect_columns(ctx, rows)
    now_text = _fmt(resolve)
    _recalc(ctx, now_text)
    _settle_watch(ctx, now_text)

    def probe():
        have = _state_of(ctx, tid)
        return have == "Breached", f"at its resolve due {now_text} {tid} shows {have!r}, wanted 'Breached'"

    ctx.until(probe)


def recalculate_rereads(ctx):
    """Recalculate at 2026-03-02 10:30 reads the live tickets again (a ticket another desk opened
    meanwhile at urgent is read) and shows the list for that time."""
    _settle_watch(ctx)
    made = ctx.behind_the_app("create_ticket", {"subject": "Nightly sync stalled", "customer": "Quill Press",
                                                "priority": "urgent"})["ticket"]["id"]
    start = _recalc(ctx, "2026-03-02 10:30")
    rows = _settle_watch(ctx, "2026-03-02 10:30")
    assert made in [r["id"] for r in rows], f"{made} should be watched at 10:30"
    assert _calls(ctx, "list_tickets", start, ok=True), "Recalculate did not read the ticket list again"
    _expect_columns(ctx, rows)


def nothing_to_watch(ctx):
    """At 2026-02-20 09:00 no deadline is near: "Nothing to watch" and no table; back at 09:00 the list returns."""
    _settle_watch(ctx)
    _recalc(ctx, "2026-02-20 09:00")
    rows = _watch(ctx, "2026-02-20 09:00")
    assert not rows
    _expect_rows(ctx, rows)
    _recalc(ctx, NOW0)
    _settle_watch(ctx)


def now_guard(ctx):
    """"2026-03-02 9:00", "tomorrow" and an empty box read nothing, keep the list and show the message."""
    _settle_watch(ctx)
    _recalc(ctx, "2026-03-02 10:30")
    kept = _settle_watch(ctx, "2026-03-02 10:30")
    for typed in ["2026-03-02 9:00", "tomorrow", "2026-03-02T11:00", ""]:
        start = _recalc(ctx, typed)
        ctx.expect({"expect_text": {"text": "Write Now as YYYY-MM-DD HH:MM"}})
        assert not ctx.tool_calls[start:], f"Now {typed!r} called {[c.name for c in ctx.tool_calls[start:]]}"
        _expect_rows(ctx, kept)


# ==============================================================================================
# turn 2
# ==============================================================================================
def open_from_watch(ctx):
    """Clicking an ID in "Watch list" reads that ticket and shows it in "Ticket"."""
    rows = _settle_watch(ctx)
    assert rows, "nothing is watched at 09:00"
    pref = [r["id"] for r in rows if r["id"] == "T-4014"] + [r["id"] for r in rows]
    for tid in pref[:1] + [rows[-1]["id"]]:
        start = _open_row(ctx, tid)
        assert any(c.args.get("ticket_id") == tid for c in _calls(ctx, "get_ticket", start, ok=True)), \
            f"opening {tid} did not read it from the helpdesk"
        _expect_ticket(ctx, tid)


def open_by_id(ctx):
    """"  T-4008  " (a resolved ticket) opens with spaces ignored, read from the helpdesk."""
    tid = _pick(ctx, ["T-4008", "T-4011", "T-4012"], lambda t: t["status"] not in ACTIVE)
    start = _open_by_id(ctx, f"  {tid}  ")
    assert any(c.args.get("ticket_id") == tid for c in _calls(ctx, "get_ticket", start, ok=True)), \
        f"opening {tid} by id did not read it (trimmed) from the helpdesk"
    _expect_ticket(ctx, tid)


def open_refused(ctx):
    """An unknown id shows "Refused: " and the helpdesk's message."""
    start = _open_by_id(ctx, "T-9999")
    refused = _calls(ctx, "get_ticket", start, ok=False)
    assert refused, "the page did not ask the helpdesk for T-9999"
    message = refused[-1].error.get("message", "")
    ctx.expect({"expect_text": {"text": f"Refused: {message}"}})


def comment_lines(ctx):
    """Comments show oldest first as "Public · …" / "Internal · …"; an answered ticket shows
    "Reply due: Answered"; one without comments shows "No comments"."""
    rows = _settle_watch(ctx)
    tid = _pick(ctx, ["T-4001", "T-4002"] + [r["id"] for r in rows], lambda t: t["status"] in ACTIVE)
    bare = [r["id"] for r in rows if not r["t"]["comments"] and r["id"] != tid]
    _behind_comment(ctx, tid, "We are looking into it", False)
    _behind_comment(ctx, tid, "Customer called twice", True)
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    if bare:
        _open_by_id(ctx, bare[0])
        _expect_ticket(ctx, bare[0])


def first_reply(ctx):
    """Send first reply on T-4006 adds exactly the fixed public comment, reads the ticket again and
    the watch list again (the ticket leaves it once only its far resolve due runs)."""
    rows = _settle_watch(ctx)
    tid = _pick(ctx, ["T-4006"] + [r["id"] for r in rows],
                lambda t: t["status"] in ACTIVE and not _answered(t) and t["id"] in [r["id"] for r in rows])
    _open_row(ctx, tid)
    start = _first_reply(ctx)
    ctx.until(lambda: (bool(_reply_calls(ctx, start)), "Send first reply added no comment"))
    adds = _reply_calls(ctx, start)
    assert len(adds) == 1, f"Send first reply made {len(adds)} accepted comments, wanted one"
    _assert_first_reply(adds[0], tid)
    _expect_ticket(ctx, tid)
    _settle_watch(ctx)
    _expect_reads_after(ctx, start, "add_comment", ["get_ticket", "list_tickets"], "Send first reply")


def already_replied(ctx):
    """On an answered ticket (T-4006) Send first reply shows "T-4006 already has a reply" and writes nothing."""
    tid = _pick(ctx, ["T-4006"], lambda t: True)
    if not _answered(_tickets(ctx)[tid]):
        _behind_comment(ctx, tid, FIRST_REPLY, False)
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    start = _first_reply(ctx)
    ctx.expect({"expect_text": {"text": f"{tid} already has a reply"}})
    _assert_no_writes(ctx, start, "Send first reply on an answered ticket")


def reply_uses_now(ctx):
    """With Now at 2026-03-02 10:30, a first reply re-reads the watch list for 10:30, not 09:00."""
    now_text = "2026-03-02 10:30"
    _recalc(ctx, now_text)
    rows = _settle_watch(ctx, now_text)
    tid = _pick(ctx, [r["id"] for r in rows if r["state"] == "Breached"][::-1],
                lambda t: t["status"] in ACTIVE and not _answered(t))
    _open_row(ctx, tid)
    start = _first_reply(ctx)
    ctx.until(lambda: (bool(_reply_calls(ctx, start)), "Send first reply added no comment"))
    _expect_ticket(ctx, tid)
    rows = _settle_watch(ctx, now_text)
    _expect_columns(ctx, rows)


# ==============================================================================================
# turn 3
# ==============================================================================================
def team_load_lines(ctx):
    """"Team load" has one line per active agent in the helpdesk's order: "<name> (<team>): N of 3"."""
    _settle_watch(ctx)
    _expect_load(ctx)


def team_load_live(ctx):
    """After another desk assigns an unowned ticket, a reload shows the new load."""
    tid = _pick(ctx, ["T-4016", "T-4010"], lambda t: t["status"] in ACTIVE and t["assignee"] is None)
    billing = [a for a in _active_agents(ctx) if a["team"] == "Billing"]
    _behind_assign(ctx, tid, billing[-1]["id"])
    _reload(ctx)
    _expect_load(ctx)


def team_preselected(ctx):
    """"Team" offers Platform and Billing; it starts on the assignee's team (a deactivated one
    included), Platform when nobody owns the ticket."""
    tickets = _tickets(ctx)
    live = [t for t in sorted(tickets.values(), key=lambda t: _num(t["id"])) if t["status"] in ACTIVE]
    picks = []
    for want in ("inactive", "Billing", "unassigned"):
        for t in live:
            a = t["assignee"]
            if want == "inactive" and a and not ctx.runtime_state["agents"][a]["active"]:
                picks.append(t["id"])
                break
            if want == "Billing" and a and _team_of(ctx, a) == "Billing" and ctx.runtime_state["agents"][a]["active"]:
                picks.append(t["id"])
                break
            if want == "unassigned" and a is None:
                picks.append(t["id"])
                break
    assert picks, "no ticket to open"
    for tid in picks:
        _open_by_id(ctx, tid)
        _expect_ticket(ctx, tid)
        team = _team_of(ctx, tickets[tid]["assignee"]) or "Platform"
        ctx.expect({"expect_value": {"target": {"field": "Team", "within": TICKET}, "value": team}})
        offered = ctx.options({"field": "Team", "within": TICKET})
        assert sorted(offered) == ["Billing", "Platform"], f'"Team" offers {offered}, wanted Platform and Billing'


def _assert_assigned(ctx, start: int, tid: str, target: dict) -> None:
    calls = ctx.tool_calls[start:]
    assigns = [i for i, c in enumerate(calls) if c.name == "assign_ticket" and c.ok]
    assert len(assigns) == 1, f"assigning made {len(assigns)} accepted assign_ticket calls, wanted one"
    i = assigns[0]
    args = calls[i].args
    assert args.get("ticket_id") == tid and args.get("agent_id") == target["id"], \
        f"assign_ticket got {args}, wanted {tid} to {target['id']} ({target['name']})"
    before = {c.name for c in calls[:i] if c.ok}
    for name in ("list_tickets", "list_agents", "get_ticket"):
        assert name in before, f"the page did not call {name} right before assigning"
    notes = [c for c in calls[i + 1:] if c.name == "add_comment" and c.ok]
    assert len(notes) == 1, f"assigning added {len(notes)} comments after the assignment, wanted one"
    assert notes[0].args.get("ticket_id") == tid
    assert notes[0].args.get("body") == f"Reassigned by deadline watch to {target['name']}", \
        f"the note reads {notes[0].args.get('body')!r}"
    assert notes[0].args.get("internal") is True, "the reassignment note was not internal"


def _assign_scenario(ctx, tid: str, team: str | None) -> None:
    t = _tickets(ctx)[tid]
    chosen = team or (_team_of(ctx, t["assignee"]) or "Platform")
    target = _target(ctx, chosen)
    assert target is not None and _load(ctx, target["id"]) < LIMIT and t["assignee"] != target["id"], \
        f"{tid} cannot be assigned in {chosen} in this state"
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    start = _assign(ctx, team)
    ctx.until(lambda: (bool(_calls(ctx, "add_comment", start, ok=True)), "no reassignment note was added"))
    _assert_assigned(ctx, start, tid, target)
    _expect_ticket(ctx, tid)
    rows = _settle_watch(ctx)
    _expect_columns(ctx, rows)


def assign_as_opened(ctx):
    """T-4003 (owned by the deactivated Lena Fischer) with Team left on Platform goes to the least
    loaded active Platform agent, with the internal note, read back."""
    tid = _pick(ctx, ["T-4003", "T-4004"], lambda t: t["status"] in ACTIVE and t["assignee"] is not None
                and not ctx.runtime_state["agents"][t["assignee"]]["active"]
                and (_target(ctx, _team_of(ctx, t["assignee"])) or {}).get("id") is not None
                and _load(ctx, _target(ctx, _team_of(ctx, t["assignee"]))["id"]) < LIMIT)
    _assign_scenario(ctx, tid, None)


def assign_unowned(ctx):
    """An unowned watched ticket (T-4009) goes to the least loaded Platform agent."""
    rows = _watch(ctx)
    tid = _pick(ctx, ["T-4009"] + [r["id"] for r in rows], lambda t: t["status"] in ACTIVE and t["assignee"] is None)
    _assign_scenario(ctx, tid, None)


def assign_chosen_team(ctx):
    """Choosing Billing for a Platform-owned ticket assigns it to the least loaded Billing agent."""
    tid = _pick(ctx, ["T-4015", "T-4001", "T-4013"], lambda t: t["status"] in ACTIVE and t["assignee"] is not None
                and _team_of(ctx, t["assignee"]) == "Platform")
    _assign_scenario(ctx, tid, "Billing")


def platform_full(ctx):
    """When every active Platform agent owns 3, assigning shows "Nobody in Platform has room (limit 3)"."""
    platform = [a for a in _active_agents(ctx) if a["team"] == "Platform"]
    spare = [t for t in sorted(_tickets(ctx).values(), key=lambda t: _num(t["id"]))
             if t["status"] in ACTIVE and (t["assignee"] is None or _team_of(ctx, t["assignee"]) == "Billing")]
    for a in platform:
        while _load(ctx, a["id"]) < LIMIT:
            assert spare, "not enough tickets to fill the Platform team"
            _behind_assign(ctx, spare.pop()["id"], a["id"])
    target = _target(ctx, "Platform")
    tid = _pick(ctx, ["T-4013", "T-4001"], lambda t: t["status"] in ACTIVE and t["assignee"] != target["id"]
                and (t["assignee"] is None or _team_of(ctx, t["assignee"]) == "Platform"))
    _reload(ctx)
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    start = _assign(ctx, "Platform")
    ctx.expect({"expect_text": {"text": "Nobody in Platform has room (limit 3)"}})
    _assert_no_writes(ctx, start, "assigning to a full team")


def below_limit_accepted(ctx):
    """A team whose least loaded agent owns 2 (one below the limit) still takes the ticket."""
    billing = [a for a in _active_agents(ctx) if a["team"] == "Billing"]
    spare = [t for t in sorted(_tickets(ctx).values(), key=lambda t: _num(t["id"]))
             if t["status"] in ACTIVE and (t["assignee"] is None or _team_of(ctx, t["assignee"]) == "Platform")]
    for a in billing:
        while _load(ctx, a["id"]) < LIMIT - 1:
            _behind_assign(ctx, spare.pop()["id"], a["id"])
    tid = _pick(ctx, ["T-4009", "T-4013", "T-4001"], lambda t: t["status"] in ACTIVE
                and (t["assignee"] is None or _team_of(ctx, t["assignee"]) == "Platform"))
    _reload(ctx)
    _assign_scenario(ctx, tid, "Billing")


def already_sits(ctx):
    """A ticket already owned by the team's target shows "<id> already sits with <name>" and writes nothing."""
    target = _target(ctx, "Billing")
    owned = [t for t in sorted(_tickets(ctx).values(), key=lambda t: _num(t["id"]))
             if t["status"] in ACTIVE and t["assignee"] == target["id"]]
    if not owned:
        tid = _pick(ctx, ["T-4005", "T-4014"], lambda t: t["status"] in ACTIVE)
        _behind_assign(ctx, tid, target["id"])
        target = _target(ctx, "Billing")
        owned = [t for t in _tickets(ctx).values() if t["status"] in ACTIVE and t["assignee"] == target["id"]]
        assert owned, "no ticket sits with the Billing target"
    tid = sorted((t["id"] for t in owned), key=lambda x: (x != "T-4005", _num(x)))[0]
    _reload(ctx)
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    start = _assign(ctx, "Billing")
    ctx.expect({"expect_text": {"text": f"{tid} already sits with {target['name']}"}})
    _assert_no_writes(ctx, start, "assigning to the current owner")


def assign_fresh_token(ctx):
    """After the page opened a ticket, a first reply and another desk's note change its version:
    assigning still works because the page reads the ticket again for a fresh token."""
    rows = _watch(ctx)
    tid = None
    for r in rows:
        t = r["t"]
        team = _team_of(ctx, t["assignee"]) or "Platform"
        target = _target(ctx, team)
        if target and not r["answered"] and _load(ctx, target["id"]) < LIMIT and t["assignee"] != target["id"]:
            tid = r["id"]
            break
    assert tid is not None, "no watched unanswered ticket can be assigned in this state"
    _open_by_id(ctx, tid)
    start = _first_reply(ctx)
    ctx.until(lambda: (bool(_reply_calls(ctx, start)), "Send first reply added no comment"))
    _behind_comment(ctx, tid, "Checked by the night desk", True)
    team = _team_of(ctx, _tickets(ctx)[tid]["assignee"]) or "Platform"
    target = _target(ctx, team)
    start = _assign(ctx)
    ctx.until(lambda: (bool(_calls(ctx, "add_comment", start, ok=True)) or bool(_calls(ctx, "assign_ticket", start, ok=False)),
                       "assigning made no change"))
    refused = _calls(ctx, "assign_ticket", start, ok=False)
    assert not refused, f"the helpdesk refused the assignment: {refused[0].error}"
    _assert_assigned(ctx, start, tid, target)
    _expect_ticket(ctx, tid)


def load_after_assign(ctx):
    """After an assignment "Team load" is read again and shows the new counts."""
    rows = _watch(ctx)
    tid = None
    for r in rows:
        t = r["t"]
        for team in ("Billing", "Platform"):
            target = _target(ctx, team)
            if target and _load(ctx, target["id"]) < LIMIT and t["assignee"] != target["id"]:
                tid, chosen = r["id"], team
                break
        if tid:
            break
    assert tid is not None, "no watched ticket can be assigned in this state"
    _expect_load(ctx)
    _open_by_id(ctx, tid)
    start = _assign(ctx, chosen)
    ctx.until(lambda: (bool(_calls(ctx, "add_comment", start, ok=True)), "no reassignment note was added"))
    _expect_load(ctx)


# ==============================================================================================
# turn 4
# ==============================================================================================
def filter_dropdowns(ctx):
    """"Show" offers All, Breached, At risk and "Owner" All teams, Platform, Billing, Unassigned;
    they start on All and All teams."""
    _settle_watch(ctx)
    show = ctx.options({"field": "Show", "within": WATCH})
    owner = ctx.options({"field": "Owner", "within": WATCH})
    assert sorted(show) == sorted(["All", "Breached", "At risk"]), f'"Show" offers {show}'
    assert sorted(owner) == sorted(["All teams", "Platform", "Billing", "Unassigned"]), f'"Owner" offers {owner}'
    ctx.expect({"expect_value": {"target": {"field": "Show", "within": WATCH}, "value": "All"}},
               {"expect_value": {"target": {"field": "Owner", "within": WATCH}, "value": "All teams"}})


def _expect_filtered(ctx, show: str, owner: str, now_text: str = NOW0) -> list[dict]:
    rows = _watch(ctx, now_text)
    shown = _filtered(ctx, rows, show, owner)
    _expect_rows(ctx, shown, rows)
    if rows:
        ctx.expect({"expect_text": {"regex": rf"Showing {len(shown)} of {len(rows)}(?!\d)", "within": WATCH}})
    return shown


def show_filter(ctx):
    """Breached and At risk narrow the rows (at 10:30, when both groups exist); All shows every row."""
    now_text = "2026-03-02 10:30"
    _recalc(ctx, now_text)
    _settle_watch(ctx, now_text)
    for show in ("Breached", "At risk", "All"):
        ctx.expect({"select": {"field": "Show", "within": WATCH, "option": show}})
        _expect_filtered(ctx, show, "All teams", now_text)


def owner_filter(ctx):
    """Platform (deactivated Lena Fischer's tickets included), Billing and Unassigned narrow the rows."""
    _settle_watch(ctx)
    for owner in ("Platform", "Billing", "Unassigned", "All teams"):
        ctx.expect({"select": {"field": "Owner", "within": WATCH, "option": owner}})
        shown = _expect_filtered(ctx, "All", owner)
        if owner != "All teams":
            _expect_columns(ctx, shown)


def filters_combine(ctx):
    """Breached with Billing, and At risk with a team that has none ("No ticket matches the filters")."""
    now_text = "2026-03-02 10:30"
    _recalc(ctx, now_text)
    rows = _settle_watch(ctx, now_text)
    _filters(ctx, "Breached", "Billing")
    _expect_filtered(ctx, "Breached", "Billing", now_text)
    empty = next(((s, o) for s in ("At risk", "Breached") for o in ("Unassigned", "Platform", "Billing")
                  if rows and not _filtered(ctx, rows, s, o)), None)
    if empty is not None:
        _filters(ctx, *empty)
        _expect_filtered(ctx, *empty, now_text)


def filters_stay(ctx):
    """Filters stay applied after Recalculate (to 10:30) and after a first reply."""
    _settle_watch(ctx)
    _filters(ctx, "Breached", "Platform")
    now_text = "2026-03-02 10:30"
    _recalc(ctx, now_text)
    shown = _expect_filtered(ctx, "Breached", "Platform", now_text)
    target = next((r for r in shown if not r["answered"]), None)
    if target is None:
        return
    _open_row(ctx, target["id"])
    start = _first_reply(ctx)
    ctx.until(lambda: (bool(_reply_calls(ctx, start)), "Send first reply added no comment"))
    ctx.expect({"expect_value": {"target": {"field": "Show", "within": WATCH}, "value": "Breached"}},
               {"expect_value": {"target": {"field": "Owner", "within": WATCH}, "value": "Platform"}})
    _expect_filtered(ctx, "Breached", "Platform", now_text)


def bulk_guard(ctx):
    """With 6 unanswered shown tickets "Reply to shown" adds nothing and shows "6 tickets need a
    reply: narrow the list to 5 or fewer"; once another desk answers one of them, a second click
    reads them again and replies to the 5 left, "Replied to 5 tickets"."""
    rows = _watch(ctx)
    unanswered = [r for r in rows if not r["answered"]]
    assert len(unanswered) >= 7, f"only {len(unanswered)} unanswered watched tickets"
    # answer (publicly) all but 6 of them behind the app; answered ones may stay watched
    for r in unanswered[6:]:
        _behind_comment(ctx, r["id"], "Answered by phone", False)
    _reload(ctx)
    rows = _settle_watch(ctx)
    targets = [r["id"] for r in rows if not r["answered"]]
    assert len(targets) == 6, f"{len(targets)} targets, wanted 6"
    start = _reply_shown(ctx)
    ctx.expect({"expect_text": {"text": "6 tickets need a reply: narrow the list to 5 or fewer", "within": WATCH}})
    _assert_no_writes(ctx, start, "Reply to shown with 6 targets")
    reads = {c.args.get("ticket_id") for c in _calls(ctx, "get_ticket", start, ok=True)}
    assert set(r["id"] for r in rows) <= reads, "Reply to shown did not read every shown ticket again"
    _behind_comment(ctx, targets[0], "Answered by phone", False)
    left = targets[1:]
    start = _reply_shown(ctx)
    ctx.expect({"expect_text": {"regex": r"Replied to 5 tickets", "within": WATCH}})
    adds = _reply_calls(ctx, start)
    assert [c.args.get("ticket_id") for c in adds] == left, \
        f"Reply to shown replied to {[c.args.get('ticket_id') for c in adds]}, wanted {left} in the table's order"
    for call, tid in zip(adds, left):
        _assert_first_reply(call, tid)
    _settle_watch(ctx)


def bulk_reply(ctx):
    """Owner Billing: Reply to shown replies to each unanswered shown ticket in table order with the
    fixed public text, shows "Replied to N tickets" and reads the watch list again."""
    rows = _settle_watch(ctx)
    owner = next((o for o in ("Billing", "Platform", "Unassigned")
                  if 1 < sum(1 for r in _filtered(ctx, rows, "All", o) if not r["answered"]) <= BULK_MAX), None)
    assert owner is not None, "no owner filter gives 2 to 5 unanswered tickets"
    shown = _filtered(ctx, rows, "All", owner)
    targets = [r["id"] for r in shown if not r["answered"]]
    ctx.expect({"select": {"field": "Owner", "within": WATCH, "option": owner}})
    _expect_filtered(ctx, "All", owner)
    start = _reply_shown(ctx)
    ctx.expect({"expect_text": {"text": f"Replied to {len(targets)} tickets", "within": WATCH}})
    adds = _reply_calls(ctx, start)
    assert [c.args.get("ticket_id") for c in adds] == targets, \
        f"replied to {[c.args.get('ticket_id') for c in adds]}, wanted {targets}"
    for call, tid in zip(adds, targets):
        _assert_first_reply(call, tid)
    assert not _calls(ctx, "schedule_bulk_status", start)
    _expect_reads_after(ctx, start, "add_comment", ["list_tickets"], "Reply to shown")
    _expect_filtered(ctx, "All", owner)


def bulk_one_and_none(ctx):
    """One target: "Replied to 1 ticket"; clicking again: "No shown ticket needs a reply", no write."""
    rows = _settle_watch(ctx)
    combo = next(((s, o) for s in ("All", "Breached", "At risk") for o in ("All teams", "Billing", "Platform", "Unassigned")
                  if sum(1 for r in _filtered(ctx, rows, s, o) if not r["answered"]) == 1), None)
    if combo is None:
        unanswered = [r for r in rows if not r["answered"]]
        assert unanswered, "no unanswered ticket is watched"
        for r in unanswered[1:]:
            _behind_comment(ctx, r["id"], "Answered by phone", False)
        _reload(ctx)
        rows = _settle_watch(ctx)
        combo = ("All", "All teams")
    _filters(ctx, *combo)
    shown = _expect_filtered(ctx, *combo)
    target = [r["id"] for r in shown if not r["answered"]]
    start = _reply_shown(ctx)
    ctx.expect({"expect_text": {"regex": r"Replied to 1 ticket(?!s)", "within": WATCH}})
    adds = _reply_calls(ctx, start)
    assert [c.args.get("ticket_id") for c in adds] == target
    # every watched ticket answered: the ones still watched (late on their resolve due) need no reply
    for r in _watch(ctx):
        if not r["answered"]:
            _behind_comment(ctx, r["id"], "Answered by phone", False)
    _reload(ctx)
    rows = _settle_watch(ctx)
    assert rows, "no answered ticket stays watched"
    start = _reply_shown(ctx)
    ctx.expect({"expect_text": {"text": "No shown ticket needs a reply", "within": WATCH}})
    _assert_no_writes(ctx, start, "Reply to shown with no target")


# ==============================================================================================
# turn 5
# ==============================================================================================
def resolve_guard(ctx):
    """An unanswered ticket (T-4009), even one with an internal note, shows "Send T-4009 a reply
    before resolving it" and changes nothing."""
    tid = _pick(ctx, ["T-4009", "T-4016", "T-4010"], lambda t: t["status"] in ACTIVE and not _answered(t))
    _behind_comment(ctx, tid, "Night desk: customer not reached yet", True)
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    start = _resolve(ctx)
    ctx.expect({"expect_text": {"text": f"Send {tid} a reply before resolving it"}})
    _assert_no_writes(ctx, start, "Resolve on an unanswered ticket")


def _resolvable(ctx, prefer: list[str]) -> str:
    return _pick(ctx, prefer, lambda t: t["status"] in ACTIVE and _answered(t))


def resolve_now(ctx):
    """Resolving an answered ticket reads it for a fresh token, sets resolved right now, reads it
    again ("Status: resolved"), the watch list and "Team load"."""
    tid = _resolvable(ctx, ["T-4006", "T-4014", "T-4005"])
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    start = _resolve(ctx)
    ctx.until(lambda: (bool(_calls(ctx, "update_ticket_status", start)), "Resolve called no update_ticket_status"))
    calls = ctx.tool_calls[start:]
    ups = [i for i, c in enumerate(calls) if c.name == "update_ticket_status" and c.ok]
    assert len(ups) == 1, f"Resolve made {len(ups)} accepted status changes"
    assert calls[ups[0]].args.get("status") == "resolved" and calls[ups[0]].args.get("ticket_id") == tid
    assert any(c.name == "get_ticket" and c.ok for c in calls[:ups[0]]), "no fresh read before resolving"
    assert not _calls(ctx, "schedule_bulk_status", start), "Resolve used the overnight batch"
    ctx.expect({"expect_text": {"regex": r"Status: resolved(?![a-z])", "within": TICKET}})
    _expect_reads_after(ctx, start, "update_ticket_status", ["get_ticket", "list_tickets"], "Resolve")
    _settle_watch(ctx)
    _expect_load(ctx)


def resolve_refused(ctx):
    """Another desk closes an answered ticket after the page opened it: Resolve shows "Refused: "
    with the helpdesk's message and "Status: closed"; the refusal never counts or appears."""
    tid = _resolvable(ctx, ["T-4014", "T-4006", "T-4005"])
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    _behind_status(ctx, tid, "closed")
    start = _resolve(ctx)
    ctx.until(lambda: (bool(_calls(ctx, "update_ticket_status", start, ok=False)),
                       "the page did not send the change to the helpdesk"))
    message = _calls(ctx, "update_ticket_status", start, ok=False)[-1].error.get("message", "")
    ctx.expect({"expect_text": {"text": f"Refused: {message}"}},
               {"expect_text": {"regex": r"Status: closed(?![a-z])", "within": TICKET}},
               {"expect_text": {"regex": r"Resolved: 0(?!\d)", "within": SUMMARY}},
               {"expect_text": {"text": "No actions yet", "within": ACTIONS}})


def summary_on_load(ctx):
    """As the page opens: "Unanswered and breached: N" from the live tickets, zero counts, "No actions yet"."""
    rows = _settle_watch(ctx)
    n = sum(1 for r in rows if r["state"] == "Breached" and not r["answered"])
    ctx.expect({"expect_text": {"regex": rf"Unanswered and breached: {n}(?!\d)", "within": SUMMARY}},
               {"expect_text": {"regex": r"Replies sent: 0(?!\d)", "within": SUMMARY}},
               {"expect_text": {"regex": r"Reassigned: 0(?!\d)", "within": SUMMARY}},
               {"expect_text": {"regex": r"Resolved: 0(?!\d)", "within": SUMMARY}},
               {"expect_text": {"text": "No actions yet", "within": ACTIONS}})
    # whatever the filters: narrowing the list leaves the count alone
    owner = next((o for o in ("Unassigned", "Billing", "Platform")
                  if len(_filtered(ctx, rows, "All", o)) < len(rows)), "Unassigned")
    ctx.expect({"select": {"field": "Owner", "within": WATCH, "option": owner}},
               {"select": {"field": "Show", "within": WATCH, "option": "At risk"}})
    _expect_filtered(ctx, "At risk", owner)
    ctx.expect({"expect_text": {"regex": rf"Unanswered and breached: {n}(?!\d)", "within": SUMMARY}})


def summary_follows(ctx):
    """A first reply, an assignment to Jonas Weber and a resolve: the counts are 1, 1, 1, the
    unanswered-and-breached count drops by one, and "Actions" lists them newest first."""
    platform = [a for a in _active_agents(ctx) if a["team"] == "Platform"]
    jonas = next(a for a in platform if a["name"] == "Jonas Weber")
    # make Jonas the Platform target with room: everyone else in Platform at the limit, Jonas below it
    spare = [t for t in sorted(_tickets(ctx).values(), key=lambda t: -_num(t["id"]))
             if t["status"] in ACTIVE and (t["assignee"] is None or _team_of(ctx, t["assignee"]) == "Billing")
             and t["id"] not in ("T-4009",)]
    for a in platform:
        if a["id"] != jonas["id"]:
            while _load(ctx, a["id"]) < LIMIT:
                _behind_assign(ctx, spare.pop(0)["id"], a["id"])
    while _load(ctx, jonas["id"]) >= LIMIT:
        mine = next(t for t in _tickets(ctx).values() if t["assignee"] == jonas["id"] and t["status"] in ACTIVE)
        _behind_status(ctx, mine["id"], "resolved")
    rows = _watch(ctx)
    first = next(r for r in rows if r["state"] == "Breached" and not r["answered"]
                 and (r["t"]["assignee"] is None or _team_of(ctx, r["t"]["assignee"]) in ("Platform", "Billing"))
                 and r["t"]["assignee"] != jonas["id"])
    tid = first["id"]
    n = sum(1 for r in rows if r["state"] == "Breached" and not r["answered"])
    _reload(ctx)
    _settle_watch(ctx)
    _open_by_id(ctx, tid)
    start = _first_reply(ctx)
    ctx.until(lambda: (bool(_reply_calls(ctx, start)), "Send first reply added no comment"))
    ctx.expect({"expect_text": {"regex": rf"Unanswered and breached: {n - 1}(?!\d)", "within": SUMMARY}},
               {"expect_text": {"regex": r"Replies sent: 1(?!\d)", "within": SUMMARY}})
    start = _assign(ctx, "Platform")
    ctx.until(lambda: (bool(_calls(ctx, "assign_ticket", start, ok=True)), "the assignment was not made"))
    start = _resolve(ctx)
    ctx.until(lambda: (bool(_calls(ctx, "update_ticket_status", start, ok=True)), "the resolve was not made"))
    lines = [f"{tid} · resolved", f"{tid} · assigned to Jonas Weber", f"{tid} · first reply sent"]
    ctx.expect({"expect_text": {"regex": r"Replies sent: 1(?!\d)", "within": SUMMARY}},
               {"expect_text": {"regex": r"Reassigned: 1(?!\d)", "within": SUMMARY}},
               {"expect_text": {"regex": r"Resolved: 1(?!\d)", "within": SUMMARY}},
               *[{"expect_text": {"text": line, "within": ACTIONS}} for line in lines],
               {"expect_order": {"texts": lines, "within": ACTIONS}},
               {"expect_text": {"text": "No actions yet", "within": ACTIONS, "absent": True}})


def summary_bulk(ctx):
    """Replies sent by "Reply to shown" count and appear like single replies, newest first."""
    rows = _settle_watch(ctx)
    owner = next((o for o in ("Billing", "Platform", "Unassigned", "All teams")
                  if 2 <= sum(1 for r in _filtered(ctx, rows, "All", o) if not r["answered"]) <= BULK_MAX), None)
    if owner is None:
        unanswered = [r for r in rows if not r["answered"]]
        assert len(unanswered) >= 2, "fewer than two unanswered watched tickets"
        for r in unanswered[2:]:
            _behind_comment(ctx, r["id"], "Answered by phone", False)
        _reload(ctx)
        rows = _settle_watch(ctx)
        owner = "All teams"
    targets = [r["id"] for r in _filtered(ctx, rows, "All", owner) if not r["answered"]]
    ctx.expect({"select": {"field": "Owner", "within": WATCH, "option": owner}})
    start = _reply_shown(ctx)
    ctx.until(lambda: (len(_reply_calls(ctx, start)) == len(targets), "Reply to shown did not reply to every target"))
    lines = [f"{tid} · first reply sent" for tid in reversed(targets)]
    ctx.expect({"expect_text": {"regex": rf"Replies sent: {len(targets)}(?!\d)", "within": SUMMARY}},
               *[{"expect_text": {"text": line, "within": ACTIONS}} for line in lines],
               {"expect_order": {"texts": lines, "within": ACTIONS}})


def reply_shown_button(ctx):
    """"Reply to shown" is in "Watch list", after the table."""
    rows = _settle_watch(ctx)
    ctx.expect({"expect_visible": {"target": {"control": "Reply to shown", "exact": True, "within": WATCH}}})
    if rows:
        table = ctx.locate({"column": "ID", "within": WATCH}).first.bounding_box()
        button = ctx.locate({"control": "Reply to shown", "exact": True, "within": WATCH}).bounding_box()
        assert table and button and button["y"] > table["y"], '"Reply to shown" is not under the table'


def resolve_button(ctx):
    """An opened ticket's section has a "Resolve" button."""
    tid = _pick(ctx, ["T-4009", "T-4014"], lambda t: t["status"] in ACTIVE)
    _open_by_id(ctx, tid)
    _expect_ticket(ctx, tid)
    ctx.expect({"expect_visible": {"target": {"control": "Resolve", "exact": True, "within": TICKET}}})
