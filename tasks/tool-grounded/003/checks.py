"""Checks that compare the team-lead dashboard with the helpdesk's live state."""

import re

from playwright.sync_api import expect

from evogen.tasks.checks import Target

ACTIVE = ("open", "pending")


def _state(ctx):
    return ctx.runtime_state


def _active(ctx):
    return [t for t in _state(ctx)["tickets"].values() if t["status"] in ACTIVE]


def _region_has(ctx, name, pattern):
    region = ctx.page.get_by_role("region", name=name).first
    expect(region).to_contain_text(re.compile(pattern), use_inner_text=True, timeout=2500)


def queue_stats(ctx):
    """Queue health shows the live counts by status and the unassigned open count."""
    tickets = list(_state(ctx)["tickets"].values())
    for status in ("open", "pending", "resolved", "closed"):
        n = sum(1 for t in tickets if t["status"] == status)
        _region_has(ctx, "Queue health", rf"{status.capitalize()}: {n}(?!\d)")
    unassigned = sum(1 for t in tickets if t["status"] == "open" and t["assignee"] is None)
    _region_has(ctx, "Queue health", rf"Unassigned open: {unassigned}(?!\d)")


def active_total(ctx):
    _region_has(ctx, "Queue health", rf"Active: {len(_active(ctx))}(?!\d)")


def _row_has_cell(ctx, row_name, value):
    row = ctx.page.get_by_role("region", name="Workload").first.get_by_role("row", name=row_name).first
    expect(row).to_be_visible(timeout=2500)
    cells = row.get_by_role("cell")
    deadline_ok = False
    for _ in range(25):
        texts = [c.strip() for c in cells.all_inner_texts()]
        if value in texts:
            deadline_ok = True
            break
        ctx.page.wait_for_timeout(100)
    assert deadline_ok, f"row {row_name!r} has no cell {value!r}: {texts}"


def workload(ctx):
    """Every agent's 'Active tickets' cell agrees with the helpdesk."""
    for agent in _state(ctx)["agents"].values():
        n = sum(1 for t in _active(ctx) if t["assignee"] == agent["id"])
        _row_has_cell(ctx, agent["name"], str(n))


def unassigned_row(ctx):
    n = sum(1 for t in _active(ctx) if t["assignee"] is None)
    _row_has_cell(ctx, "Unassigned", str(n))


def suggested_owner(ctx):
    agents = [a for a in _state(ctx)["agents"].values() if a["active"]]
    load = {a["id"]: sum(1 for t in _active(ctx) if t["assignee"] == a["id"]) for a in agents}
    best = min(agents, key=lambda a: (load[a["id"]], a["name"]))
    expect(ctx.page.locator("body")).to_contain_text(f"Suggested owner: {best['name']}", use_inner_text=True,
                                                    timeout=2500)


def handover_listed(ctx):
    inactive = {a["id"] for a in _state(ctx)["agents"].values() if not a["active"]}
    held = sorted(t["id"] for t in _active(ctx) if t["assignee"] in inactive)
    region = ctx.page.get_by_role("region", name="Needs handover").first
    if not held:
        expect(region).to_contain_text("Nothing needs a handover", use_inner_text=True, timeout=2500)
    for tid in held:
        expect(region).to_contain_text(tid, use_inner_text=True, timeout=2500)


def owner_options(ctx):
    select = ctx.locate(Target(label="New owner"))
    expect(select).to_be_visible(timeout=2500)
    options = select.evaluate("el => Array.from(el.options || []).map(o => o.textContent.trim())")
    for agent in _state(ctx)["agents"].values():
        offered = any(agent["name"] in o for o in options)
        assert offered == agent["active"], f"'New owner' options {options} for {agent['name']} (active={agent['active']})"


def handover_options(ctx):
    select = ctx.locate(Target(label="Hand over to"))
    expect(select).to_be_visible(timeout=2500)
    options = select.evaluate("el => Array.from(el.options || []).map(o => o.textContent.trim())")
    assert any("Ada Okafor" in o for o in options), f"'Hand over to' does not offer Ada Okafor: {options}"
    assert not any("Lena Fischer" in o for o in options), f"'Hand over to' offers the deactivated Lena Fischer: {options}"
