"""Checks for the major-incident desk that the vocabulary cannot state on its own.

Every expectation is computed from ``ctx.runtime_state`` (the live helpdesk, or the requirement's
own copy of it), so each check holds on whatever state its turn starts from: the incident is the
"Major incident" ticket with the highest id, linked tickets are those carrying the exact internal
link comment, loads are counted from the tickets. Checks that write run ``isolated`` where their
writes must not carry forward; there another desk may act behind the app (a status change, a
comment, an assignment) to prove the page reads the helpdesk again before it acts.
"""

from __future__ import annotations

import re

INC = {"section": "Incident"}
CAND = {"section": "Candidates"}
LINKED = {"section": "Linked tickets"}
RESP = {"section": "Responders"}
UPDATE = {"section": "Customer update"}
INCIDENT_CUSTOMER = "Major incident"
CAPACITY = {"Priya Raman": 4, "Jonas Weber": 3}
ACTIVE = ("open", "pending")


# --- state helpers ----------------------------------------------------------------------------
def _tickets(ctx) -> dict:
    return ctx.runtime_state["tickets"]


def _num(tid: str) -> int:
    m = re.search(r"(\d+)$", tid)
    return int(m.group(1)) if m else 0


def _by_id(ids) -> list[str]:
    return sorted(ids, key=lambda t: (_num(t), t))


def _incident(ctx) -> dict | None:
    mine = [t for t in _tickets(ctx).values() if t["customer"] == INCIDENT_CUSTOMER]
    return max(mine, key=lambda t: _num(t["id"])) if mine else None


def _incident_id(ctx) -> str:
    inc = _incident(ctx)
    assert inc is not None, "the helpdesk holds no incident ticket for this check"
    return inc["id"]


def _link_text(inc_id: str) -> str:
    return f"Linked to incident {inc_id}"


def _is_linked(ticket: dict, inc_id: str) -> bool:
    text = _link_text(inc_id)
    return any(c["internal"] and c["body"] == text for c in ticket["comments"])


def _linked(ctx) -> list[str]:
    inc = _incident(ctx)
    if inc is None:
        return []
    return _by_id(t["id"] for t in _tickets(ctx).values() if _is_linked(t, inc["id"]))


def _linked_open(ctx) -> list[str]:
    tickets = _tickets(ctx)
    return [tid for tid in _linked(ctx) if tickets[tid]["status"] in ACTIVE]


def _candidates(ctx, priority: str | None = None) -> list[str]:
    return _by_id(
        t["id"] for t in _tickets(ctx).values()
        if t["status"] == "open" and t["customer"] != INCIDENT_CUSTOMER
        and (priority is None or t["priority"] == priority)
    )


def _agents(ctx) -> list[dict]:
    return sorted(ctx.runtime_state["agents"].values(), key=lambda a: a["id"])


def _active_agents(ctx) -> list[dict]:
    return [a for a in _agents(ctx) if a["active"]]


def _agent(ctx, name: str) -> dict:
    return next(a for a in _agents(ctx) if a["name"] == name)


def _name(ctx, agent_id: str | None) -> str:
    if agent_id is None:
        return "Unassigned"
    return ctx.runtime_state["agents"][agent_id]["name"]


def _cap(name: str) -> int:
    return CAPACITY.get(name, 2)


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
def _count_regex(n: int, one: str, many: str) -> str:
    if n == 1:
        return rf"(?<!\d)1 {one}(?![a-z])"
    return rf"(?<!\d){n} {many}(?![a-z])"


def _expect_candidates(ctx, ids: list[str]) -> None:
    if not ids:
        ctx.expect({"expect_text": {"text": "No candidates", "within": CAND}},
                   {"expect_count": {"target": {"column": "ID", "within": CAND}, "count": 0}})
        return
    ctx.expect({"expect_list": {"target": {"column": "ID", "within": CAND}, "texts": ids, "whole": True}},
               {"expect_text": {"regex": _count_regex(len(ids), "candidate", "candidates"), "within": CAND}})


def _expect_linked(ctx, ids: list[str]) -> None:
    if not ids:
        ctx.expect({"expect_text": {"text": "No linked tickets", "within": LINKED}},
                   {"expect_count": {"target": {"column": "ID", "within": LINKED}, "count": 0}})
        return
    ctx.expect({"expect_list": {"target": {"column": "ID", "within": LINKED}, "texts": ids, "whole": True}},
               {"expect_text": {"regex": _count_regex(len(ids), "linked ticket", "linked tickets"),
                                "within": LINKED}})


def _find(ctx, priority: str) -> int:
    start = _mark(ctx)
    ctx.expect({"select": {"field": "Priority", "within": CAND, "option": priority}},
               {"click": {"control": "Find", "exact": True, "within": CAND}})
    return start


def _declare(ctx, title: str) -> int:
    start = _mark(ctx)
    ctx.expect({"fill": {"field": "Incident title", "value": title}},
               {"click": {"control": "Declare incident", "exact": True}})
    return start


def _incident_line(ctx) -> None:
    inc = _incident(ctx)
    if inc is None:
        ctx.expect({"expect_text": {"text": "No incident declared", "within": INC}})
    else:
        ctx.expect({"expect_text": {"text": f"Incident {inc['id']}: {inc['subject']} ({inc['status']})",
                                    "within": INC}})


def _row(section: dict, tid: str) -> dict:
    return {"item": tid, "within": section}


def _link_row(ctx, tid: str) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Link", "exact": True, "within": _row(CAND, tid)}})
    return start


def _link_by_id(ctx, typed: str) -> int:
    start = _mark(ctx)
    ctx.expect({"fill": {"field": "Ticket ID", "value": typed}},
               {"click": {"control": "Link by id", "exact": True}})
    return start


def _until_cell(ctx, section: dict, column: str, row: str, want: str) -> None:
    def probe():
        try:
            have = " ".join(ctx.text({"column": column, "row": row, "within": section}).split())
        except AssertionError as exc:
            return False, str(exc)
        return have == want, f'the {column} cell of {row} reads "{have}", wanted "{want}"'

    ctx.until(probe)


def _assign(ctx, tid: str, name: str) -> int:
    start = _mark(ctx)
    ctx.expect({"select": {"field": "Assign to", "within": _row(LINKED, tid), "option": name}},
               {"click": {"control": "Assign", "exact": True, "within": _row(LINKED, tid)}})
    return start


def _responder_line(ctx, agent: dict) -> str:
    return f"{agent['name']}: {_load(ctx, agent['id'])} of {_cap(agent['name'])}"


def _expect_responders(ctx) -> None:
    lines = [_responder_line(ctx, a) for a in _active_agents(ctx)]
    steps = [{"expect_text": {"regex": rf"{re.escape(line)}(?!\d)", "within": RESP}} for line in lines]
    ctx.expect(*steps, {"expect_order": {"texts": lines, "within": RESP}})


def _pick(ctx, prefer: list[str], ok) -> str:
    tickets = _tickets(ctx)
    for tid in prefer + _by_id(tickets):
        t = tickets.get(tid)
        if t is not None and ok(t):
            return tid
    raise AssertionError("the helpdesk holds no ticket this check can use")


def _unlinked_open(ctx):
    inc = _incident_id(ctx)
    return lambda t: t["status"] == "open" and t["customer"] != INCIDENT_CUSTOMER and not _is_linked(t, inc)


def _assert_no_writes(ctx, start: int, what: str) -> None:
    writes = _writes(ctx, start)
    assert not writes, f"{what} wrote to the helpdesk: {[(c.name, c.args) for c in writes]}"


def _assert_link_written(ctx, start: int, tid: str) -> None:
    inc = _incident_id(ctx)
    calls = ctx.tool_calls[start:]
    adds = [i for i, c in enumerate(calls) if c.name == "add_comment" and c.ok]
    assert len(adds) == 1, f"linking {tid} made {len(adds)} accepted add_comment calls, wanted one"
    args = calls[adds[0]].args
    assert args.get("ticket_id") == tid, f"the link comment went to {args.get('ticket_id')!r}, not {tid}"
    assert args.get("body") == _link_text(inc), f"the link comment reads {args.get('body')!r}"
    assert args.get("internal") is True, "the link comment was not internal"
    assert any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == tid for c in calls[:adds[0]]), \
        f"{tid} was not read before the link comment was added"
    assert not _calls(ctx, "schedule_bulk_status", start), "linking used the overnight batch"
    assert _tickets(ctx)[tid]["status"] == "pending", \
        f"{tid} is {_tickets(ctx)[tid]['status']} in the helpdesk after linking, not pending"


# --- turn 1 -------------------------------------------------------------------------------------
def incident_line(ctx):
    """The incident line is read from the live ticket list as the page opens."""
    assert _calls(ctx, "list_tickets", ok=True), "the page did not read the live ticket list as it opened"
    _incident_line(ctx)


def title_guard(ctx):
    """Titles of 2 characters, only spaces, or 81 characters after trimming call no tool."""
    for typed in ["  ab  ", "     ", "  " + "x" * 81 + "  "]:
        _reload(ctx)
        start = _declare(ctx, typed)
        ctx.expect({"expect_text": {"text": "Title must be 3 to 80 characters"}})
        assert not ctx.tool_calls[start:], \
            f"the title {typed!r} called {[c.name for c in ctx.tool_calls[start:]]}"


TITLE_80 = ("Card payments failing for EU merchants after the gateway deploy at 08:40 UTC today")[:80]


def declare_boundaries(ctx):
    """A title of exactly 3 characters (after trimming) and one of exactly 80 are accepted."""
    for typed, subject in [("  Abc  ", "Abc"), (" " + TITLE_80 + " ", TITLE_80)]:
        assert len(subject) in (3, 80)
        start = _declare(ctx, typed)
        made = _calls(ctx, "create_ticket", start, ok=True)
        assert len(made) == 1, f"the title {typed!r} made {len(made)} accepted create_ticket calls, wanted one"
        args = made[0].args
        assert args.get("subject") == subject, f"the subject sent was {args.get('subject')!r}, wanted {subject!r}"
        _incident_line(ctx)


def declare(ctx):
    """Declaring "  Payments API outage  " opens an urgent "Major incident" ticket and shows its line."""
    start = _declare(ctx, "  Payments API outage  ")
    calls = ctx.tool_calls[start:]
    made = [i for i, c in enumerate(calls) if c.name == "create_ticket" and c.ok]
    assert len(made) == 1, f"declaring made {len(made)} accepted create_ticket calls, wanted one"
    args = calls[made[0]].args
    want = {"subject": "Payments API outage", "customer": INCIDENT_CUSTOMER, "priority": "urgent"}
    for key, value in want.items():
        assert args.get(key) == value, f"create_ticket got {key}={args.get(key)!r}, wanted {value!r}"
    assert any(c.name in ("list_tickets", "get_ticket") and c.ok for c in calls[made[0] + 1:]), \
        "the helpdesk was not read again after the incident was declared"
    _incident_line(ctx)


def incident_highest(ctx):
    """Another desk declares a newer incident, opens a ticket for a customer and closes the newer
    incident: after a reload the line shows the newest "Major incident" ticket, closed."""
    newer = ctx.behind_the_app("create_ticket", {"subject": "Card payments down", "customer": INCIDENT_CUSTOMER,
                                                 "priority": "high"})["ticket"]["id"]
    ctx.behind_the_app("create_ticket", {"subject": "Refund not received", "customer": "Orchard Bakery"})
    _behind_status(ctx, newer, "closed")
    _reload(ctx)
    ctx.expect({"expect_text": {"text": f"Incident {newer}: Card payments down (closed)", "within": INC}})


def candidates_on_load(ctx):
    """As the page opens it asks list_tickets for status open (no priority) and lists the open
    tickets in id order under "N candidates"."""
    reads = [c for c in _calls(ctx, "list_tickets", ok=True)
             if c.args.get("status") == "open" and not c.args.get("priority") and not c.args.get("assignee")]
    assert reads, ("the page did not ask list_tickets for status open without a priority as it opened; "
                   f"it called {[c.args for c in _calls(ctx, 'list_tickets')]}")
    _expect_candidates(ctx, _candidates(ctx))


def candidate_columns(ctx):
    """Subject, Customer, Priority and Assignee (full names, a deactivated owner, Unassigned)."""
    ids = _candidates(ctx)
    tickets = _tickets(ctx)
    _expect_candidates(ctx, ids)
    for column, value in [("Subject", lambda t: t["subject"]), ("Customer", lambda t: t["customer"]),
                          ("Priority", lambda t: t["priority"]), ("Assignee", lambda t: _name(ctx, t["assignee"]))]:
        texts = [value(tickets[tid]) for tid in ids]
        ctx.expect({"expect_list": {"target": {"column": column, "within": CAND}, "texts": texts, "whole": True}})


def priority_filter(ctx):
    """Find with urgent, low and high asks list_tickets with status open and that priority and
    lists exactly those tickets."""
    for priority in ["urgent", "low", "high"]:
        start = _find(ctx, priority)
        asked = [c for c in _calls(ctx, "list_tickets", start, ok=True)
                 if c.args.get("status") == "open" and c.args.get("priority") == priority]
        assert asked, (f"Find with {priority} did not ask list_tickets for status open and priority {priority}; "
                       f"it called {[c.args for c in _calls(ctx, 'list_tickets', start)]}")
        _expect_candidates(ctx, _candidates(ctx, priority))
    _find(ctx, "Any")
    _expect_candidates(ctx, _candidates(ctx))


def incident_left_out(ctx):
    """The open urgent incident ticket never shows among the candidates (Any or urgent)."""
    inc = _incident_id(ctx)
    ctx.expect({"expect_text": {"text": inc, "absent": True, "within": CAND}})
    _find(ctx, "urgent")
    _expect_candidates(ctx, _candidates(ctx, "urgent"))
    ctx.expect({"expect_text": {"text": inc, "absent": True, "within": CAND}})


def no_candidates(ctx):
    """With exactly one open low ticket Find with low shows "1 candidate"; once another desk moves
    it to pending, Find with low shows "No candidates" and no table."""
    low = _candidates(ctx, "low")
    if not low:
        ctx.behind_the_app("create_ticket", {"subject": "Receipt emails arrive late", "customer": "Quill Press",
                                             "priority": "low"})
        low = _candidates(ctx, "low")
    for tid in low[1:]:
        _behind_status(ctx, tid, "pending")
    _reload(ctx)
    _find(ctx, "low")
    ctx.expect({"expect_text": {"regex": _count_regex(1, "candidate", "candidates"), "within": CAND}})
    _expect_candidates(ctx, [low[0]])
    _behind_status(ctx, low[0], "pending")
    _find(ctx, "low")
    _expect_candidates(ctx, [])


def find_rereads(ctx):
    """After the page opened another desk sets one candidate to pending and opens a new ticket:
    Find reads the helpdesk again, so the first leaves and the second joins."""
    gone = _candidates(ctx)[0]
    _behind_status(ctx, gone, "pending")
    new = ctx.behind_the_app("create_ticket", {"subject": "Payouts stuck in processing",
                                               "customer": "Harbor Outfitters", "priority": "normal"})["ticket"]["id"]
    _find(ctx, "Any")
    ids = _candidates(ctx)
    assert new in ids and gone not in ids
    _expect_candidates(ctx, ids)


def no_search_index(ctx):
    """The page never calls the nightly search index (on load or on Find)."""
    _find(ctx, "urgent")
    _find(ctx, "Any")
    used = _calls(ctx, "search_tickets_cached")
    assert not used, f"the page called search_tickets_cached {len(used)} time(s)"


# --- turn 2 -------------------------------------------------------------------------------------
def link_buttons(ctx):
    """Every row of "Candidates" has its own "Link" button."""
    ids = _candidates(ctx)
    _expect_candidates(ctx, ids)
    for tid in ids:
        ctx.expect({"expect_visible": {"target": {"control": "Link", "exact": True, "within": _row(CAND, tid)}}})


def link_writes(ctx):
    """Link on an open candidate reads it, adds the exact internal comment, reads it again and
    sets it to pending right now."""
    tid = _pick(ctx, ["T-4009", "T-4010", "T-4016"], _unlinked_open(ctx))
    start = _link_row(ctx, tid)
    _assert_link_written(ctx, start, tid)
    calls = ctx.tool_calls[start:]
    add = next(i for i, c in enumerate(calls) if c.name == "add_comment" and c.ok)
    ups = [i for i, c in enumerate(calls) if c.name == "update_ticket_status" and c.ok
           and c.args.get("ticket_id") == tid and c.args.get("status") == "pending"]
    assert ups and ups[0] > add, f"{tid} was not set to pending with update_ticket_status after the comment"
    assert any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == tid for c in calls[add + 1:ups[0]]), \
        f"{tid} was not read again for a fresh token between the comment and the status change"


def link_leaves_candidates(ctx):
    """After linking, the ticket leaves "Candidates" (the count follows) and shows in "Linked
    tickets" as pending."""
    tid = _pick(ctx, ["T-4013", "T-4010", "T-4016"], _unlinked_open(ctx))
    _link_row(ctx, tid)
    assert _tickets(ctx)[tid]["status"] == "pending", f"{tid} was not set to pending"
    _expect_candidates(ctx, _candidates(ctx))
    ctx.expect({"expect_text": {"text": tid, "absent": True, "within": {"column": "ID", "within": CAND}}})
    _expect_linked(ctx, _linked(ctx))
    _until_cell(ctx, LINKED, "Status", tid, "pending")


def link_by_id_pending(ctx):
    """"  T-4007  " typed into "Ticket ID" links the pending ticket: the comment is added and it
    stays pending."""
    inc = _incident_id(ctx)
    tid = _pick(ctx, ["T-4007", "T-4004"],
                lambda t: t["status"] == "pending" and t["customer"] != INCIDENT_CUSTOMER and not _is_linked(t, inc))
    start = _link_by_id(ctx, f"  {tid}  ")
    _assert_link_written(ctx, start, tid)
    _expect_linked(ctx, _linked(ctx))
    _until_cell(ctx, LINKED, "Status", tid, "pending")


def already_linked(ctx):
    """Linking a ticket that already has the link comment shows "<id> is already linked" and
    writes nothing."""
    ids = _linked_open(ctx)
    assert ids, "no linked open or pending ticket to link again"
    tid = ids[0]
    start = _link_by_id(ctx, tid)
    ctx.expect({"expect_text": {"text": f"{tid} is already linked"}})
    _assert_no_writes(ctx, start, f"linking {tid} again")


def link_self(ctx):
    """Linking the incident ticket itself shows "The incident cannot be linked to itself"."""
    inc = _incident_id(ctx)
    start = _link_by_id(ctx, inc)
    ctx.expect({"expect_text": {"text": "The incident cannot be linked to itself"}})
    _assert_no_writes(ctx, start, "linking the incident to itself")


def relink_other_incident(ctx):
    """A ticket linked only to an earlier incident is not "already linked": Link adds the link to
    the current incident and sets it to pending."""
    tid = _pick(ctx, ["T-4010", "T-4016", "T-4001"], _unlinked_open(ctx))
    _behind_comment(ctx, tid, _link_text("T-4000"), True)
    _reload(ctx)
    start = _link_row(ctx, tid)
    ctx.expect({"expect_text": {"text": f"{tid} is already linked", "absent": True}})
    _assert_link_written(ctx, start, tid)


def link_not_open(ctx):
    """A resolved and a closed ticket are not linked: "Only open or pending tickets can be linked"."""
    inc = _incident_id(ctx)
    for status in ("resolved", "closed"):
        tid = _pick(ctx, [], lambda t, s=status: t["status"] == s and t["customer"] != INCIDENT_CUSTOMER
                    and not _is_linked(t, inc))
        _reload(ctx)
        start = _link_by_id(ctx, tid)
        ctx.expect({"expect_text": {"text": "Only open or pending tickets can be linked"}})
        _assert_no_writes(ctx, start, f"linking the {status} {tid}")


def link_unknown(ctx):
    """An unknown id shows the helpdesk's refusal "Refused: no ticket 'T-4999'" and writes nothing."""
    start = _link_by_id(ctx, "T-4999")
    ctx.expect({"expect_text": {"text": "Refused: no ticket 'T-4999'"}})
    _assert_no_writes(ctx, start, "linking T-4999")


def link_fresh_token(ctx):
    """Another desk comments on a candidate after the page opened; Link still succeeds."""
    tid = _pick(ctx, ["T-4016", "T-4010", "T-4001"], _unlinked_open(ctx))
    _behind_comment(ctx, tid, "Customer says card payments fail since 08:45", False)
    start = _link_row(ctx, tid)
    refused = [c.name for c in ctx.tool_calls[start:] if not c.ok]
    assert not refused, f"the helpdesk refused {refused} while linking {tid}"
    _assert_link_written(ctx, start, tid)


def linked_table(ctx):
    """"Linked tickets" lists every linked ticket by id with its Subject, Status and Assignee."""
    ids = _linked(ctx)
    tickets = _tickets(ctx)
    _expect_linked(ctx, ids)
    if ids:
        for column, value in [("Subject", lambda t: t["subject"]), ("Status", lambda t: t["status"]),
                              ("Assignee", lambda t: _name(ctx, t["assignee"]))]:
            texts = [value(tickets[tid]) for tid in ids]
            ctx.expect({"expect_list": {"target": {"column": column, "within": LINKED}, "texts": texts,
                                        "whole": True}})


def linked_exact_internal(ctx):
    """Links other desks made count only when internal and exact: an internal link on an open
    ticket shows (with status open); a public one, one naming another incident and one with extra
    words do not."""
    inc = _incident_id(ctx)
    free = [tid for tid in _candidates(ctx) if not _is_linked(_tickets(ctx)[tid], inc)]
    assert len(free) >= 4, "too few unlinked open tickets for this check"
    _behind_comment(ctx, free[0], _link_text(inc), True)
    _behind_comment(ctx, free[1], _link_text(inc), False)
    _behind_comment(ctx, free[2], _link_text("T-4000"), True)
    _behind_comment(ctx, free[3], _link_text(inc) + " (see call notes)", True)
    _reload(ctx)
    ids = _linked(ctx)
    assert free[0] in ids and not set(free[1:4]) & set(ids)
    _expect_linked(ctx, ids)
    _until_cell(ctx, LINKED, "Status", free[0], "open")


def linked_follows_incident(ctx):
    """A newer incident has no links yet ("No linked tickets"); linking one candidate then shows
    "1 linked ticket" and the comment cites the newer incident."""
    newer = ctx.behind_the_app("create_ticket", {"subject": "Checkout errors in the mobile app",
                                                 "customer": INCIDENT_CUSTOMER, "priority": "urgent"})["ticket"]["id"]
    _reload(ctx)
    _expect_linked(ctx, [])
    tid = _candidates(ctx)[0]
    start = _link_row(ctx, tid)
    _assert_link_written(ctx, start, tid)
    assert _link_text(newer) in [c["body"] for c in _tickets(ctx)[tid]["comments"]]
    _expect_linked(ctx, [tid])


# --- turn 3 -------------------------------------------------------------------------------------
def responders_lines(ctx):
    """One line per active agent in helpdesk order, "Name: load of capacity"; no deactivated agent."""
    _expect_responders(ctx)
    for agent in _agents(ctx):
        if not agent["active"]:
            ctx.expect({"expect_text": {"text": agent["name"], "absent": True, "within": RESP}})


def assign_dropdown(ctx):
    """Each linked row's "Assign to" offers the active agents in helpdesk order, the first chosen."""
    ids = _linked(ctx)
    assert ids, "no linked ticket to check"
    names = [a["name"] for a in _active_agents(ctx)]
    for tid in {ids[0], ids[-1]}:
        field = {"field": "Assign to", "within": _row(LINKED, tid)}
        ctx.expect({"expect_options": {"target": field, "exactly": names}},
                   {"expect_value": {"target": field, "value": names[0]}})


def _room_agent(ctx, exclude: set[str] = frozenset()) -> dict:
    """An active agent one below capacity (the boundary), else any with room."""
    agents = [a for a in _active_agents(ctx) if a["id"] not in exclude]
    for a in agents:
        if _load(ctx, a["id"]) == _cap(a["name"]) - 1:
            return a
    for a in agents:
        if _load(ctx, a["id"]) < _cap(a["name"]):
            return a
    raise AssertionError("no active agent has room for another ticket")


def assign_writes(ctx):
    """Assigning a linked ticket to an agent one below capacity reads the live tickets, reads the
    ticket for a fresh token and assigns it; the row and "Responders" follow."""
    agent = _room_agent(ctx)
    tickets = _tickets(ctx)
    open_links = _linked_open(ctx)
    choices = [t for t in open_links if tickets[t]["assignee"] is None] + \
              [t for t in open_links if tickets[t]["assignee"] not in (None, agent["id"])]
    assert choices, "no linked ticket to assign"
    tid = choices[0]
    start = _assign(ctx, tid, agent["name"])
    calls = ctx.tool_calls[start:]
    done = [i for i, c in enumerate(calls) if c.name == "assign_ticket" and c.ok]
    assert len(done) == 1, f"assigning {tid} made {len(done)} accepted assign_ticket calls, wanted one"
    args = calls[done[0]].args
    assert args.get("ticket_id") == tid and args.get("agent_id") == agent["id"], f"assign_ticket got {args}"
    assert any(c.name == "list_tickets" and c.ok for c in calls[:done[0]]), \
        "the live tickets were not read again before assigning"
    assert any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == tid for c in calls[:done[0]]), \
        f"{tid} was not read for a fresh token before assigning"
    _until_cell(ctx, LINKED, "Assignee", tid, agent["name"])
    _expect_responders(ctx)


def _ensure_full(ctx, agent: dict) -> None:
    """Behind the app, give the agent unlinked open tickets until they reach capacity."""
    inc = _incident_id(ctx)
    cap = _cap(agent["name"])
    spare = [t for t in _candidates(ctx)
             if not _is_linked(_tickets(ctx)[t], inc) and _tickets(ctx)[t]["assignee"] != agent["id"]]
    while _load(ctx, agent["id"]) < cap:
        assert spare, "no spare ticket to fill the agent's capacity"
        _behind_assign(ctx, spare.pop(0), agent["id"])


def _refused_capacity(ctx, agent: dict) -> None:
    tickets = _tickets(ctx)
    rows = [t for t in _linked(ctx) if tickets[t]["assignee"] != agent["id"]]
    assert rows, "no linked ticket owned by someone else"
    tid = rows[0]
    owner = tickets[tid]["assignee"]
    message = f"{agent['name']} is at capacity ({_load(ctx, agent['id'])} of {_cap(agent['name'])})"
    start = _assign(ctx, tid, agent["name"])
    ctx.expect({"expect_text": {"text": message}})
    assert not _calls(ctx, "assign_ticket", start), f"{tid} was assigned to {agent['name']} beyond capacity"
    assert _tickets(ctx)[tid]["assignee"] == owner


def priya_capacity(ctx):
    """Priya Raman carries 4: with 3 she still takes a linked ticket (4 of 4), then the next one is
    refused with "Priya Raman is at capacity (4 of 4)"."""
    priya = _agent(ctx, "Priya Raman")
    inc = _incident_id(ctx)
    tickets = _tickets(ctx)
    spare = [t for t in _candidates(ctx) if not _is_linked(tickets[t], inc) and tickets[t]["assignee"] != priya["id"]]
    assert _load(ctx, priya["id"]) <= 3, "Priya Raman already carries more than 3 tickets"
    while _load(ctx, priya["id"]) < 3:
        _behind_assign(ctx, spare.pop(0), priya["id"])
    _reload(ctx)
    rows = [t for t in _linked_open(ctx) if _tickets(ctx)[t]["assignee"] != priya["id"]]
    assert len(rows) >= 2, "too few linked tickets for this check"
    start = _assign(ctx, rows[0], "Priya Raman")
    assert [c.args.get("ticket_id") for c in _calls(ctx, "assign_ticket", start, ok=True)] == [rows[0]], \
        f"Priya Raman, carrying 3 of 4, did not get {rows[0]}"
    _until_cell(ctx, LINKED, "Assignee", rows[0], "Priya Raman")
    start = _assign(ctx, rows[1], "Priya Raman")
    ctx.expect({"expect_text": {"text": "Priya Raman is at capacity (4 of 4)"}})
    assert not _calls(ctx, "assign_ticket", start), f"{rows[1]} was assigned to Priya Raman beyond capacity"


def capacity_refused(ctx):
    """Tomas Berg, at his capacity of 2, is refused: "Tomas Berg is at capacity (2 of 2)"."""
    tomas = _agent(ctx, "Tomas Berg")
    _ensure_full(ctx, tomas)
    _reload(ctx)
    _refused_capacity(ctx, tomas)


def capacity_counted_live(ctx):
    """Another desk fills an agent's capacity after the page opened: Assign counts the live tickets
    again and refuses."""
    sofia = next((a for a in _active_agents(ctx) if a["name"] == "Sofia Marin"), None)
    agent = sofia if sofia and _load(ctx, sofia["id"]) < _cap(sofia["name"]) else _room_agent(ctx)
    _ensure_full(ctx, agent)
    _refused_capacity(ctx, agent)


def assign_moves_load(ctx):
    """Reassigning a linked ticket from its owner to Priya Raman moves one ticket between their
    lines in "Responders"."""
    tickets = _tickets(ctx)
    active = {a["id"] for a in _active_agents(ctx)}
    owned = [t for t in _linked_open(ctx) if tickets[t]["assignee"] in active]
    assert owned, "no linked ticket with an active owner"
    tid = owned[0]
    target = _room_agent(ctx, exclude={tickets[tid]["assignee"]})
    before = _load(ctx, tickets[tid]["assignee"])
    _assign(ctx, tid, target["name"])
    assert _tickets(ctx)[tid]["assignee"] == target["id"], f"{tid} was not reassigned"
    assert _load(ctx, tickets[tid]["assignee"]) == before - 1
    _until_cell(ctx, LINKED, "Assignee", tid, target["name"])
    _expect_responders(ctx)


def assign_fresh_token(ctx):
    """Another desk comments on a linked ticket after the page opened; Assign still succeeds."""
    tickets = _tickets(ctx)
    agent = _room_agent(ctx)
    rows = [t for t in _linked_open(ctx) if tickets[t]["assignee"] != agent["id"]]
    assert rows, "no linked ticket to assign"
    tid = rows[-1]
    _behind_comment(ctx, tid, "Internal: customer escalated by phone", True)
    start = _assign(ctx, tid, agent["name"])
    refused = [c.name for c in ctx.tool_calls[start:] if not c.ok]
    assert not refused, f"the helpdesk refused {refused} while assigning {tid}"
    assert _tickets(ctx)[tid]["assignee"] == agent["id"], f"{tid} was not assigned to {agent['name']}"


# --- turn 4 -------------------------------------------------------------------------------------
UPDATE_TEXT = "Card payments are delayed; next update at 11:00"
TEXT_300 = ("Engineers rolled back the payment gateway and card payments are recovering. Some payments made "
            "between 08:40 and 10:15 UTC may show twice on statements; the duplicates will drop off within "
            "three working days. We will post again once every queue is clear. Thanks for your patience "
            "while we fixed this.")


def _post(ctx, typed: str) -> int:
    start = _mark(ctx)
    ctx.expect({"fill": {"field": "Update text", "value": typed}},
               {"click": {"control": "Post update", "exact": True}})
    return start


def _assert_posted(ctx, start: int, ids: list[str], text: str) -> None:
    inc = _incident_id(ctx)
    adds = _calls(ctx, "add_comment", start, ok=True)
    got = [c.args.get("ticket_id") for c in adds]
    assert got == ids, f"the update went to {got}, wanted {ids} (open or pending linked tickets, id order)"
    for c in adds:
        assert c.args.get("body") == f"Incident {inc}: {text}", f"the update reads {c.args.get('body')!r}"
        assert not c.args.get("internal"), "the update was added as an internal comment"


def _posted_line(ctx, n: int) -> None:
    word = "ticket" if n == 1 else "tickets"
    ctx.expect({"expect_text": {"regex": rf"Posted to {n} {word}(?![a-z])"}})


def update_guard(ctx):
    """An empty box, only spaces, or 301 characters after trimming call no tool."""
    assert len(TEXT_300) == 300
    for typed in ["", "    ", "  " + TEXT_300 + "!  "]:
        _reload(ctx)
        start = _post(ctx, typed)
        ctx.expect({"expect_text": {"text": "Write 1 to 300 characters"}})
        assert not ctx.tool_calls[start:], \
            f"posting {typed[:20]!r}… called {[c.name for c in ctx.tool_calls[start:]]}"


def update_posts(ctx):
    """The trimmed update goes as a public "Incident <id>: …" comment to every open or pending
    linked ticket in id order; "Posted to N tickets" follows."""
    ids = _linked_open(ctx)
    start = _post(ctx, f"  {UPDATE_TEXT}  ")
    _assert_posted(ctx, start, ids, UPDATE_TEXT)


def update_300(ctx):
    """A text of exactly 300 characters after trimming is posted whole."""
    ids = _linked_open(ctx)
    start = _post(ctx, f" {TEXT_300} ")
    _assert_posted(ctx, start, ids, TEXT_300)


def update_rereads(ctx):
    """Another desk resolves the first open linked ticket after the page opened: the update reads
    the linked tickets again and skips it."""
    ids = _linked_open(ctx)
    assert len(ids) >= 2, "too few open linked tickets for this check"
    _behind_status(ctx, ids[0], "resolved")
    start = _post(ctx, UPDATE_TEXT)
    _assert_posted(ctx, start, ids[1:], UPDATE_TEXT)


def update_line(ctx):
    """"Posted to N tickets" for several, "Posted to 1 ticket" for one, and "No open linked
    tickets" (nothing added) when none is open or pending."""
    ids = _linked_open(ctx)
    assert len(ids) >= 2, "too few open linked tickets for this check"
    start = _post(ctx, UPDATE_TEXT)
    _posted_line(ctx, len(_calls(ctx, "add_comment", start, ok=True)))
    for tid in ids[:-1]:
        _behind_status(ctx, tid, "resolved")
    _reload(ctx)
    start = _post(ctx, UPDATE_TEXT)
    _assert_posted(ctx, start, [ids[-1]], UPDATE_TEXT)
    _posted_line(ctx, 1)
    _behind_status(ctx, ids[-1], "resolved")
    _reload(ctx)
    start = _post(ctx, UPDATE_TEXT)
    ctx.expect({"expect_text": {"text": "No open linked tickets"}})
    assert not _calls(ctx, "add_comment", start), "an update was posted with no open linked ticket"


def _overnight(ctx) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Resolve linked overnight", "exact": True}})
    return start


def _assert_job(ctx, start: int, ids: list[str]) -> None:
    jobs = _calls(ctx, "schedule_bulk_status", start, ok=True)
    assert len(jobs) == 1, f"{len(jobs)} overnight jobs were queued, wanted one"
    args = jobs[0].args
    assert args.get("ticket_ids") == ids, f"the job got {args.get('ticket_ids')}, wanted {ids} (id order)"
    assert args.get("status") == "resolved", f"the job sets {args.get('status')!r}, wanted resolved"
    assert not _calls(ctx, "update_ticket_status", start), "a status was changed right now"


def _job_line(ctx, start: int, n: int) -> None:
    jobs = _calls(ctx, "schedule_bulk_status", start, ok=True)
    assert jobs, "no overnight job was queued"
    result = jobs[-1].result
    word = "ticket" if n == 1 else "tickets"
    ctx.expect({"expect_text": {"regex": rf"Job {re.escape(result['job_id'])} will resolve {n} {word} at "
                                         rf"{re.escape(result['run_at'])}"}})


def bulk_job(ctx):
    """One overnight job resolves every open or pending linked ticket (id order); nothing changes
    now and the table keeps the live statuses."""
    ids = _linked_open(ctx)
    before = {tid: _tickets(ctx)[tid]["status"] for tid in ids}
    start = _overnight(ctx)
    _assert_job(ctx, start, ids)
    for tid, status in before.items():
        assert _tickets(ctx)[tid]["status"] == status
        _until_cell(ctx, LINKED, "Status", tid, status)


def bulk_rereads(ctx):
    """Another desk resolves the first open linked ticket after the page opened: the job reads the
    linked tickets again and leaves it out."""
    ids = _linked_open(ctx)
    assert len(ids) >= 2, "too few open linked tickets for this check"
    _behind_status(ctx, ids[0], "resolved")
    start = _overnight(ctx)
    _assert_job(ctx, start, ids[1:])


def bulk_line(ctx):
    """The job line names the helpdesk's job id and run time: "Job J-… will resolve N tickets at
    2026-03-03T02:00:00Z", "… 1 ticket …" for one, and "Nothing to resolve" (no job) for none."""
    ids = _linked_open(ctx)
    assert len(ids) >= 2, "too few open linked tickets for this check"
    start = _overnight(ctx)
    _job_line(ctx, start, len(ids))
    for tid in ids[:-1]:
        _behind_status(ctx, tid, "resolved")
    _reload(ctx)
    start = _overnight(ctx)
    _job_line(ctx, start, 1)
    _behind_status(ctx, ids[-1], "resolved")
    _reload(ctx)
    start = _overnight(ctx)
    ctx.expect({"expect_text": {"text": "Nothing to resolve"}})
    assert not _calls(ctx, "schedule_bulk_status", start), "a job was queued with nothing to resolve"


def bulk_under_table(ctx):
    """"Resolve linked overnight" sits in "Linked tickets", under its table."""
    ids = _linked(ctx)
    assert ids
    ctx.expect({"expect_visible": {"target": {"control": "Resolve linked overnight", "within": LINKED}}},
               {"expect_order": {"texts": [ids[-1], "Resolve linked overnight"], "within": LINKED}})


# --- turn 5 -------------------------------------------------------------------------------------
def _resolve_now(ctx, tid: str) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Resolve now", "exact": True, "within": _row(LINKED, tid)}})
    return start


def _owned_open_link(ctx) -> str:
    tickets = _tickets(ctx)
    active = {a["id"] for a in _active_agents(ctx)}
    ids = _linked_open(ctx)
    owned = [t for t in ids if tickets[t]["assignee"] in active]
    assert ids, "no open linked ticket"
    return (owned or ids)[0]


def resolve_now(ctx):
    """Resolve now reads the ticket and resolves it right now; the row and the owner's load follow."""
    tid = _owned_open_link(ctx)
    start = _resolve_now(ctx, tid)
    calls = ctx.tool_calls[start:]
    ups = [i for i, c in enumerate(calls) if c.name == "update_ticket_status" and c.ok
           and c.args.get("ticket_id") == tid and c.args.get("status") == "resolved"]
    assert ups, f"{tid} was not resolved with update_ticket_status"
    assert any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == tid for c in calls[:ups[0]]), \
        f"{tid} was not read for a fresh token before resolving"
    assert not _calls(ctx, "schedule_bulk_status", start), "Resolve now used the overnight batch"
    _until_cell(ctx, LINKED, "Status", tid, "resolved")
    _expect_responders(ctx)


def resolve_now_fresh(ctx):
    """Another desk comments on the ticket after the page opened; Resolve now still succeeds."""
    tid = _owned_open_link(ctx)
    _behind_comment(ctx, tid, "Customer confirms payments work again", False)
    start = _resolve_now(ctx, tid)
    refused = [c.name for c in ctx.tool_calls[start:] if not c.ok]
    assert not refused, f"the helpdesk refused {refused} while resolving {tid}"
    assert _tickets(ctx)[tid]["status"] == "resolved"
    _until_cell(ctx, LINKED, "Status", tid, "resolved")


def resolve_now_refused(ctx):
    """Another desk closes a linked ticket; Resolve now shows the helpdesk's refusal and the row
    shows closed."""
    tid = _owned_open_link(ctx)
    _behind_status(ctx, tid, "closed")
    _resolve_now(ctx, tid)
    ctx.expect({"expect_text": {"text": f"Refused: {tid} is closed and cannot be reopened"}})
    _until_cell(ctx, LINKED, "Status", tid, "closed")


def _resolve_incident(ctx) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Resolve incident", "exact": True}})
    return start


def incident_guard(ctx):
    """With open linked tickets Resolve incident changes nothing: "N linked tickets are still open
    or pending", then "1 linked ticket is still open or pending" after others resolve all but one."""
    ids = _linked_open(ctx)
    assert len(ids) >= 2, "too few open linked tickets for this check"
    start = _resolve_incident(ctx)
    ctx.expect({"expect_text": {"text": f"{len(ids)} linked tickets are still open or pending"}})
    assert not _calls(ctx, "update_ticket_status", start), "a status changed although linked tickets are open"
    for tid in ids[:-1]:
        _behind_status(ctx, tid, "resolved")
    start = _resolve_incident(ctx)
    ctx.expect({"expect_text": {"text": "1 linked ticket is still open or pending"}})
    assert not _calls(ctx, "update_ticket_status", start), "a status changed although a linked ticket is open"
    _incident_line(ctx)


def incident_resolve(ctx):
    """Once other desks have resolved every linked ticket, Resolve incident reads the incident and
    resolves it right now; the line shows (resolved)."""
    inc = _incident_id(ctx)
    for tid in _linked_open(ctx):
        _behind_status(ctx, tid, "resolved")
    start = _resolve_incident(ctx)
    calls = ctx.tool_calls[start:]
    ups = [i for i, c in enumerate(calls) if c.name == "update_ticket_status" and c.ok
           and c.args.get("ticket_id") == inc and c.args.get("status") == "resolved"]
    assert ups, f"the incident {inc} was not resolved"
    assert any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == inc for c in calls[:ups[0]]), \
        "the incident was not read for a fresh token before resolving"
    assert not _calls(ctx, "schedule_bulk_status", start), "the incident was resolved through the batch"
    _incident_line(ctx)
    assert _tickets(ctx)[inc]["status"] == "resolved"


def incident_refused(ctx):
    """Another desk closed the incident: Resolve incident shows the helpdesk's refusal and the line
    shows (closed)."""
    inc = _incident_id(ctx)
    for tid in _linked_open(ctx):
        _behind_status(ctx, tid, "resolved")
    _behind_status(ctx, inc, "closed")
    _resolve_incident(ctx)
    ctx.expect({"expect_text": {"text": f"Refused: {inc} is closed and cannot be reopened"}})
    _incident_line(ctx)
