"""Checks that compare the account page with the helpdesk's live state.

The helpdesk state differs from turn to turn (earlier turns' checks add comments, change statuses
and create tickets), so expected lists and counts are computed from ``ctx.runtime_state`` when the
check runs. Numbers and words are matched with optional whitespace between them: the page engine
drops whitespace-only text nodes, so React's ``<span>Open: 2</span> <span>·</span>`` reads as
"Open: 2·".
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

SLA_HOURS = {"urgent": 1, "high": 4, "normal": 24, "low": 72}
NOW = datetime(2026, 3, 2, 9, 30, tzinfo=timezone.utc)  # the browser's fixed clock
TICKET_ID = re.compile(r"\bT-\d{4}\b")
LIVE = ("open", "pending")


def _tickets(ctx, customer=None):
    return [t for t in ctx.runtime_state["tickets"].values() if customer is None or t["customer"] == customer]


def _table_ids(ctx):
    try:
        return TICKET_ID.findall(ctx.text({"role": "table"}))
    except AssertionError:
        return []


def _expect_line(ctx, make):
    """``make()`` gives (regex, description) from the live state; the page must show it."""

    def probe():
        pattern, what = make()
        shown = ctx.text()
        found = re.search(pattern, shown) is not None
        return found, f"the page does not show {what}; it shows: {shown[:300]!r} … {shown[-700:]!r}"

    ctx.until(probe)


def _calls(ctx):
    return list(ctx.tool_calls)


# --- turn 1 -------------------------------------------------------------------------------------
def customers_alphabetical(ctx):
    """The Customer dropdown lists every customer with tickets, alphabetically."""
    want = sorted({t["customer"] for t in _tickets(ctx)})

    def probe():
        options = ctx.options({"field": "Customer"})
        if not options:
            return False, "the Customer field offers no options (it is not a dropdown, or it is empty)"
        named = [o for o in options if o in want]
        return named == want and len(options) - len(named) <= 1, \
            f"the Customer dropdown offers {options}; the helpdesk's customers, alphabetically, are {want}"

    ctx.until(probe)


def _table_of(ctx, customer):
    def probe():
        want = sorted(t["id"] for t in _tickets(ctx, customer))
        shown = _table_ids(ctx)
        return shown == want, f"the table lists {shown}; {customer}'s tickets in the helpdesk, by id, are {want}"

    ctx.until(probe)


def table_kestrel(ctx):
    _table_of(ctx, "Kestrel Dental")


def table_orchard(ctx):
    _table_of(ctx, "Orchard Bakery")


def table_riverside(ctx):
    _table_of(ctx, "Riverside Gym")


def table_lumen(ctx):
    _table_of(ctx, "Lumen Labs")


def _counts(ctx, customer):
    def make():
        mine = _tickets(ctx, customer)
        n = {s: sum(1 for t in mine if t["status"] == s) for s in ("open", "pending", "resolved", "closed")}
        pattern = (rf"Open:\s*{n['open']}\s*·\s*Pending:\s*{n['pending']}\s*·\s*Resolved:\s*{n['resolved']}"
                   rf"\s*·\s*Closed:\s*{n['closed']}(?!\d)")
        text = f"Open: {n['open']} · Pending: {n['pending']} · Resolved: {n['resolved']} · Closed: {n['closed']}"
        return pattern, f'"{text}" for {customer}'

    _expect_line(ctx, make)


def counts_kestrel(ctx):
    _counts(ctx, "Kestrel Dental")


def counts_orchard(ctx):
    _counts(ctx, "Orchard Bakery")


def counts_riverside(ctx):
    _counts(ctx, "Riverside Gym")


def counts_lumen(ctx):
    _counts(ctx, "Lumen Labs")


# --- turn 2 -------------------------------------------------------------------------------------
def _comment_count(ctx, ticket_id):
    def make():
        n = len(ctx.runtime_state["tickets"][ticket_id]["comments"])
        return rf"(?<!\d){n}\s*comments?\b", f'"{n} comments" for {ticket_id}'

    _expect_line(ctx, make)


def comments_t3001(ctx):
    _comment_count(ctx, "T-3001")


def comments_t3002(ctx):
    _comment_count(ctx, "T-3002")


def comments_t3004(ctx):
    _comment_count(ctx, "T-3004")


def _reread_after(ctx, writes):
    def probe():
        calls = [c for c in _calls(ctx) if c.kind == "tool"]
        done = [i for i, c in enumerate(calls) if c.ok and c.name in writes]
        if not done:
            return False, f"the helpdesk accepted no {' or '.join(writes)} call"
        last = done[-1]
        ticket_id = calls[last].args.get("ticket_id")
        after = calls[last + 1:]
        if not any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == ticket_id for c in after):
            return False, f"{ticket_id} was not read again (get_ticket) after the write; calls after it: {[c.name for c in after]}"
        return True, ""

    ctx.until(probe)


def reread_after_comment(ctx):
    """After the last stored comment, the page read that ticket again."""
    _reread_after(ctx, ("add_comment",))


# --- turn 3 -------------------------------------------------------------------------------------
def sla_policy_read(ctx):
    """The page read the SLA policy resource (not a hard-coded table)."""

    def probe():
        reads = [c for c in _calls(ctx) if c.kind == "resource" and c.name == "helpdesk://sla-policy" and c.ok]
        return bool(reads), "the page did not read the resource helpdesk://sla-policy"

    ctx.until(probe)


def _overdue(ctx, customer):
    def make():
        n = 0
        for t in _tickets(ctx, customer):
            if t["status"] not in LIVE:
                continue
            created = datetime.fromisoformat(t["created_at"].replace("Z", "+00:00"))
            if created + timedelta(hours=SLA_HOURS[t["priority"]]) < NOW:
                n += 1
        return rf"Overdue:\s*{n}(?!\d)", f'"Overdue: {n}" for {customer}'

    _expect_line(ctx, make)


def overdue_kestrel(ctx):
    _overdue(ctx, "Kestrel Dental")


def overdue_orchard(ctx):
    _overdue(ctx, "Orchard Bakery")


def overdue_lumen(ctx):
    _overdue(ctx, "Lumen Labs")


# --- turn 4 -------------------------------------------------------------------------------------
def reread_after_status(ctx):
    """After the last accepted status change, the page read that ticket and the ticket list again."""
    _reread_after(ctx, ("update_ticket_status",))

    def probe():
        calls = [c for c in _calls(ctx) if c.kind == "tool"]
        done = [i for i, c in enumerate(calls) if c.ok and c.name == "update_ticket_status"]
        after = calls[done[-1] + 1:]
        return any(c.name == "list_tickets" and c.ok for c in after), \
            f"the table was not read again (list_tickets) after the status change; calls after it: {[c.name for c in after]}"

    ctx.until(probe)


def _created(ctx, subject, customer, priority):
    """The newest ticket with this subject exists for the customer with this priority, and the
    table lists it under the id the helpdesk gave it."""

    def probe():
        found = [t for t in _tickets(ctx) if t["subject"] == subject]
        if not found:
            return False, f"the helpdesk has no ticket {subject!r}"
        newest = max(found, key=lambda t: int(t["id"].split("-")[1]))
        if newest["customer"] != customer or newest["priority"] != priority:
            return False, (f"{newest['id']} {subject!r} was opened for {newest['customer']} with priority "
                           f"{newest['priority']}, wanted {customer} / {priority}")
        ids = _table_ids(ctx)
        if newest["id"] not in ids:
            return False, f"the table does not list {newest['id']} ({subject!r}); it lists {ids}"
        try:
            row = ctx.text({"column": "Subject", "row": newest["id"]})
        except AssertionError:
            row = ""
        return subject in row, f"the row of {newest['id']} does not show {subject!r} under Subject: {row!r}"

    ctx.until(probe)


def created_printer_high(ctx):
    _created(ctx, "Front desk printer queue is stuck", "Kestrel Dental", "high")


def created_sandbox_normal(ctx):
    _created(ctx, "Rotate the sandbox API keys", "Lumen Labs", "normal")


def created_logo_opened(ctx):
    """The conversation shows the ticket just created (its helpdesk id)."""

    def probe():
        found = [t for t in _tickets(ctx) if t["subject"] == "Waiting room screen shows old logo"]
        if not found:
            return False, "the helpdesk has no ticket 'Waiting room screen shows old logo'"
        newest = max(found, key=lambda t: int(t["id"].split("-")[1]))
        try:
            shown = ctx.text({"section": "Conversation"})
        except AssertionError:
            shown = ""
        return newest["id"] in shown, f"the conversation does not show {newest['id']}: {shown[:300]!r}"

    ctx.until(probe)


# --- turn 5 -------------------------------------------------------------------------------------
def send_then_fresh_read_then_resolve(ctx):
    """The reply is stored, then the ticket is read for a fresh token, then resolved, then read again."""

    def probe():
        calls = [c for c in _calls(ctx) if c.kind == "tool"]
        comment = next((i for i, c in enumerate(calls) if c.name == "add_comment" and c.ok), None)
        if comment is None:
            return False, "no reply was stored (add_comment)"
        tid = calls[comment].args.get("ticket_id")
        resolve = next((i for i, c in enumerate(calls) if i > comment and c.name == "update_ticket_status"
                        and c.args.get("ticket_id") == tid and c.args.get("status") == "resolved"), None)
        if resolve is None:
            return False, f"{tid} was not resolved (update_ticket_status) after the reply"
        if not any(c.name == "get_ticket" and c.args.get("ticket_id") == tid for c in calls[comment + 1:resolve]):
            return False, f"{tid} was not read again between the reply and the resolve"
        if not calls[resolve].ok:
            return False, f"the helpdesk refused resolving {tid}: {calls[resolve].error}"
        if not any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == tid for c in calls[resolve + 1:]):
            return False, f"{tid} was not read again after it was resolved"
        return True, ""

    ctx.until(probe)


def empty_not_sent(ctx):
    """An empty or blank message is never sent, by either button (a disabled button counts as refusing)."""
    start = len(ctx.tool_calls)
    for value in ("", "   "):
        ctx.locate({"field": "Message"}).fill(value)
        for name in ("Send public reply", "Add internal note"):
            button = ctx.locate({"control": name})
            if button.is_enabled():
                button.click()

    def probe():
        sent = [c for c in ctx.tool_calls[start:] if c.kind == "tool" and c.name == "add_comment"]
        return not sent, f"an empty message was sent: {[c.args for c in sent]}"

    ctx.until(probe)
