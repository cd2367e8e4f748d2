"""Checks that compare what the triage page shows with the helpdesk's live state."""

import re

from playwright.sync_api import expect

from evogen.tasks.checks import Target

ACTIVE = ("open", "pending")


def _tickets(ctx):
    return list(ctx.runtime_state["tickets"].values())


def _shows(ctx, pattern):
    expect(ctx.page.locator("body")).to_contain_text(re.compile(pattern), use_inner_text=True, timeout=2500)


def active_count(ctx):
    """The count line agrees with the number of open + pending tickets in the helpdesk."""
    n = sum(1 for t in _tickets(ctx) if t["status"] in ACTIVE)
    _shows(ctx, rf"(?<!\d){n} active tickets")


def unassigned_count(ctx):
    """'Unassigned: N' agrees with the active tickets that have no assignee."""
    n = sum(1 for t in _tickets(ctx) if t["status"] in ACTIVE and t["assignee"] is None)
    _shows(ctx, rf"Unassigned: {n}(?!\d)")


def showing_all(ctx):
    n = sum(1 for t in _tickets(ctx) if t["status"] in ACTIVE)
    _shows(ctx, rf"Showing {n} of {n} active tickets")


def showing_urgent(ctx):
    active = [t for t in _tickets(ctx) if t["status"] in ACTIVE]
    urgent = sum(1 for t in active if t["priority"] == "urgent")
    _shows(ctx, rf"Showing {urgent} of {len(active)} active tickets")


def showing_pending(ctx):
    n = sum(1 for t in _tickets(ctx) if t["status"] == "pending")
    _shows(ctx, rf"Showing {n} of {n} pending tickets")


def active_agents_offered(ctx):
    """'Assign to' offers the active agents and not the inactive one."""
    select = ctx.locate(Target(label="Assign to"))
    expect(select).to_be_visible(timeout=2500)
    options = select.evaluate("el => Array.from(el.options || []).map(o => o.textContent.trim())")
    for name in ("Priya Raman", "Tomas Berg", "Ada Okafor", "Jonas Weber"):
        assert any(name in o for o in options), f"'Assign to' does not offer {name}: {options}"
    assert not any("Lena Fischer" in o for o in options), f"'Assign to' offers the inactive agent Lena Fischer: {options}"
