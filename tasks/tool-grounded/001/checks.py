"""Checks that compare what the triage page shows with the helpdesk's live state.

Numbers and words are matched with optional whitespace between them: the page engine drops
whitespace-only text nodes, so React's ``{n} {word}`` reads as "10active".

The helpdesk state differs from turn to turn (earlier turns' checks write to it), so the expected
ticket lists and counts are computed from ``ctx.runtime_state`` at the moment of the check; no
verb can say "the table lists exactly the helpdesk's active tickets, in id order".
"""

from __future__ import annotations

import re

ACTIVE = ("open", "pending")
TICKET_ID = re.compile(r"\bT-\d{4}\b")


def _tickets(ctx):
    return list(ctx.runtime_state["tickets"].values())


def _table_ids(ctx):
    """The ticket ids the queue table shows, top to bottom (none when no table is shown)."""
    try:
        return TICKET_ID.findall(ctx.text({"role": "table"}))
    except AssertionError:
        return []


def _expect_queue(ctx, keep, what):
    def probe():
        want = sorted(t["id"] for t in _tickets(ctx) if keep(t))
        shown = _table_ids(ctx)
        return shown == want, f"the table lists {shown}; the helpdesk's {what}, in id order, are {want}"

    ctx.until(probe)


def _expect_line(ctx, make):
    """``make(tickets)`` gives (regex, description) from the live tickets; the page must show it."""

    def probe():
        pattern, what = make(_tickets(ctx))
        shown = ctx.text()
        return re.search(pattern, shown, re.I) is not None, f"the page does not show {what}; it shows: {shown[:400]!r}"

    ctx.until(probe)


def _showing(ctx, shown_keep, total_keep, noun):
    def make(tickets):
        x = sum(1 for t in tickets if shown_keep(t))
        n = sum(1 for t in tickets if total_keep(t))
        return rf"Showing\s*{x}\s*of\s*{n}\s*{noun}\s*tickets", f'"Showing {x} of {n} {noun} tickets"'

    _expect_line(ctx, make)


def _active(t):
    return t["status"] in ACTIVE


# --- turn 1 -------------------------------------------------------------------------------------
def queue_active(ctx):
    """The table lists exactly the helpdesk's open and pending tickets, ordered by id."""
    _expect_queue(ctx, _active, "open and pending tickets")


def active_count(ctx):
    """The count line says how many tickets the helpdesk has open or pending."""

    def make(tickets):
        n = sum(1 for t in tickets if _active(t))
        return rf"(?<!\d){n}\s*active tickets", f'"{n} active tickets"'

    _expect_line(ctx, make)


# --- turn 2 -------------------------------------------------------------------------------------
def reread_after_write(ctx):
    """After the last accepted write, the page read that ticket again and re-read the queue."""

    def probe():
        calls = [c for c in ctx.tool_calls if c.kind == "tool"]
        writes = [i for i, c in enumerate(calls) if c.ok and c.name in ("update_ticket_status", "assign_ticket")]
        if not writes:
            return False, "the helpdesk accepted no change"
        last = writes[-1]
        ticket_id = calls[last].args.get("ticket_id")
        after = calls[last + 1:]
        reread = any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == ticket_id for c in after)
        requeued = any(c.name == "list_tickets" and c.ok for c in after)
        seen = [c.name for c in after]
        if not reread:
            return False, f"{ticket_id} was not read again (get_ticket) after the accepted change; calls after it: {seen}"
        if not requeued:
            return False, f"the queue was not read again (list_tickets) after the change to {ticket_id}; calls after it: {seen}"
        return True, ""

    ctx.until(probe)


# --- turn 3 -------------------------------------------------------------------------------------
def agents_offered(ctx):
    """'Assign to' offers the four active agents by full name and never the deactivated one."""
    active = [a["name"] for a in ctx.runtime_state["agents"].values() if a["active"]]
    inactive = [a["name"] for a in ctx.runtime_state["agents"].values() if not a["active"]]
    ctx.expect({"expect_options": {"field": "Assign to", "includes": active, "excludes": inactive}})


def unassigned_count(ctx):
    """'Unassigned: N' counts the active tickets nobody owns, open and pending alike."""

    def make(tickets):
        n = sum(1 for t in tickets if _active(t) and t["assignee"] is None)
        return rf"Unassigned:\s*{n}(?!\d)", f'"Unassigned: {n}"'

    _expect_line(ctx, make)


# --- turn 4 -------------------------------------------------------------------------------------
def showing_all(ctx):
    _showing(ctx, _active, _active, "active")


def _urgent(t):
    return _active(t) and t["priority"] == "urgent"


def _unowned(t):
    return _active(t) and t["assignee"] is None


def queue_urgent(ctx):
    _expect_queue(ctx, _urgent, "urgent active tickets")


def queue_unassigned(ctx):
    _expect_queue(ctx, _unowned, "active tickets nobody owns")


def queue_urgent_unassigned(ctx):
    _expect_queue(ctx, lambda t: _urgent(t) and _unowned(t), "urgent active tickets nobody owns")


def showing_urgent(ctx):
    _showing(ctx, _urgent, _active, "active")


def showing_unassigned(ctx):
    _showing(ctx, _unowned, _active, "active")


def showing_urgent_unassigned(ctx):
    _showing(ctx, lambda t: _urgent(t) and _unowned(t), _active, "active")


def every_row_selectable(ctx):
    """Every row of the queue has a checkbox labelled "Select <ticket id>"."""
    for ticket_id in sorted(t["id"] for t in _tickets(ctx) if _active(t)):
        ctx.locate({"control": f"Select {ticket_id}", "exact": True, "within": {"role": "table"}})


# --- turn 5 -------------------------------------------------------------------------------------
def _view(ctx, status, priority=None, unassigned=False):
    def keep(t):
        return (t["status"] == status and (priority is None or t["priority"] == priority)
                and (not unassigned or t["assignee"] is None))

    _expect_queue(ctx, keep, f"{status} tickets" + (f" of priority {priority}" if priority else "")
                  + (" nobody owns" if unassigned else ""))
    _showing(ctx, keep, lambda t: t["status"] == status, status)


def view_open(ctx):
    _view(ctx, "open")


def view_pending(ctx):
    _view(ctx, "pending")


def view_resolved(ctx):
    _view(ctx, "resolved")


def view_closed(ctx):
    _view(ctx, "closed")


def view_closed_urgent(ctx):
    _view(ctx, "closed", priority="urgent")


def view_pending_unassigned(ctx):
    _view(ctx, "pending", unassigned=True)


def view_open_high(ctx):
    _view(ctx, "open", priority="high")
