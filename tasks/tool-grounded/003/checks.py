"""Checks that compare the team-lead dashboard with the helpdesk's live state.

The helpdesk state differs from turn to turn (earlier turns' checks reassign and close tickets),
so the expected figures are computed from ``ctx.runtime_state`` at the moment of the check; no
verb can say "every agent's row shows the number of open and pending tickets the helpdesk says
they own" or "the section lists exactly the tickets of deactivated agents".
"""

from __future__ import annotations

import re

ACTIVE = ("open", "pending")
TICKET_ID = re.compile(r"\bT-\d{4}\b")
WORKLOAD = {"section": "Workload"}
QUEUE_HEALTH = {"section": "Queue health"}
HANDOVER = {"section": "Needs handover"}


def _tickets(ctx):
    return list(ctx.runtime_state["tickets"].values())


def _agents(ctx):
    return list(ctx.runtime_state["agents"].values())


def _live(ctx):
    return [t for t in _tickets(ctx) if t["status"] in ACTIVE]


def _read(ctx, target):
    """The visible text of a target, or None when the page does not show it."""
    try:
        return ctx.text(target)
    except AssertionError:
        return None


def _expect_lines(ctx, target, make):
    """``make()`` gives [(regex, description)] from the live state; the target must show each."""

    def probe():
        shown = _read(ctx, target)
        if shown is None:
            return False, f"{target} is not on the page"
        for pattern, what in make():
            if re.search(pattern, shown) is None:
                return False, f"{target} does not show {what}; it shows: {shown[:300]!r}"
        return True, ""

    ctx.until(probe)


# --- Queue health ---------------------------------------------------------------------------
def queue_stats(ctx):
    """Queue health shows the helpdesk's counts by status and its unassigned open count."""

    def make():
        tickets = _tickets(ctx)
        out = []
        for status in ("open", "pending", "resolved", "closed"):
            n = sum(1 for t in tickets if t["status"] == status)
            label = status.capitalize()
            out.append((rf"(?<![A-Za-z]){label}: {n}(?!\d)", f'"{label}: {n}"'))
        n = sum(1 for t in tickets if t["status"] == "open" and t["assignee"] is None)
        out.append((rf"Unassigned open: {n}(?!\d)", f'"Unassigned open: {n}"'))
        return out

    _expect_lines(ctx, QUEUE_HEALTH, make)


def refresh_after_change(ctx):
    """Another agent resolves an owned open ticket after the page was read (behind the app, on this
    requirement's own copy of the state); Refresh must then show the helpdesk's new figures."""
    queue_stats(ctx)  # the page has read the helpdesk
    owned = sorted((t for t in _tickets(ctx) if t["status"] == "open" and t["assignee"]), key=lambda t: t["id"])
    if not owned:
        raise AssertionError("no open ticket with an owner is left to resolve behind the app")
    ticket = owned[0]["id"]
    token = ctx.behind_the_app("get_ticket", {"ticket_id": ticket})["evidence_token"]
    ctx.behind_the_app("update_ticket_status", {"ticket_id": ticket, "status": "resolved", "evidence_token": token})
    ctx.expect({"click": {"control": "Refresh"}})
    queue_stats(ctx)
    workload(ctx)


def active_total(ctx):
    """'Active: N' in Queue health is the number of open plus pending tickets."""

    def make():
        n = len(_live(ctx))
        return [(rf"(?<![A-Za-z])Active: {n}(?!\d)", f'"Active: {n}"')]

    _expect_lines(ctx, QUEUE_HEALTH, make)


# --- Workload -------------------------------------------------------------------------------
def _cell(ctx, column, row):
    return _read(ctx, {"column": column, "row": row, "within": WORKLOAD})


def workload(ctx):
    """Every agent's Active tickets cell is just the number of open and pending tickets they own."""

    def probe():
        live = _live(ctx)
        for agent in _agents(ctx):
            want = str(sum(1 for t in live if t["assignee"] == agent["id"]))
            shown = _cell(ctx, "Active tickets", agent["name"])
            if shown != want:
                return False, (f"the Active tickets cell of {agent['name']} shows {shown!r}; the helpdesk has {want} "
                               "open or pending tickets owned by them")
        return True, ""

    ctx.until(probe)


def unassigned_row(ctx):
    """The 'Unassigned' row's Active tickets cell is the number of open and pending tickets nobody owns."""

    def probe():
        want = str(sum(1 for t in _live(ctx) if t["assignee"] is None))
        shown = _cell(ctx, "Active tickets", "Unassigned")
        return shown == want, f"the Unassigned row's Active tickets cell shows {shown!r}; the helpdesk has {want}"

    ctx.until(probe)


def team_above_table(ctx):
    """The 'Team' dropdown sits above the workload table."""

    def probe():
        try:
            team = ctx.locate({"field": "Team"}).bounding_box()
            first = ctx.locate({"column": "Agent", "within": WORKLOAD}).bounding_box()
        except AssertionError as exc:
            return False, str(exc)
        if not team or not first:
            return False, "the Team dropdown or the workload table has no box on the page"
        return team["y"] + team["height"] <= first["y"] + 1, (
            f"the Team dropdown (top {team['y']:.0f}px) is not above the workload table's rows (top {first['y']:.0f}px)")

    ctx.until(probe)


def suggested_owner(ctx):
    """'Suggested owner: <name>' names the active agent with the fewest open and pending tickets
    (alphabetical by name on a tie)."""

    def make():
        live = _live(ctx)
        active = [a for a in _agents(ctx) if a["active"]]
        best = min(active, key=lambda a: (sum(1 for t in live if t["assignee"] == a["id"]), a["name"]))
        return [(rf"Suggested owner: {re.escape(best['name'])}(?![A-Za-z])", f'"Suggested owner: {best["name"]}"')]

    _expect_lines(ctx, WORKLOAD, make)


# --- "Tickets for …" ------------------------------------------------------------------------
def _drill(ctx, name):
    section = {"section": f"Tickets for {name}"}

    def probe():
        agent = next(a for a in _agents(ctx) if a["name"] == name)
        want = sorted(t["id"] for t in _live(ctx) if t["assignee"] == agent["id"])
        shown = _read(ctx, section)
        if shown is None:
            return False, f'no section headed "Tickets for {name}"'
        ids = sorted(set(TICKET_ID.findall(shown)))
        return ids == want, f'"Tickets for {name}" lists {ids}; the helpdesk\'s open and pending tickets of {name} are {want}'

    ctx.until(probe)


def drill_priya(ctx):
    _drill(ctx, "Priya Raman")


def drill_tomas(ctx):
    _drill(ctx, "Tomas Berg")


def drill_jonas(ctx):
    _drill(ctx, "Jonas Weber")


def drill_lena(ctx):
    _drill(ctx, "Lena Fischer")


def drill_sofia(ctx):
    _drill(ctx, "Sofia Marin")


def drill_ada(ctx):
    _drill(ctx, "Ada Okafor")


# --- dropdowns of agents --------------------------------------------------------------------
def _offers_active_agents(ctx, label):
    """Active agents by name; deactivated ones not offered (left out or not choosable); no agent ids."""
    agents = _agents(ctx)
    ctx.expect({"expect_options": {"field": label, "includes": [a["name"] for a in agents if a["active"]],
                                   "excludes": [a["name"] for a in agents if not a["active"]]}})
    ctx.expect({"expect_options": {"field": label, "excludes": [a["id"] for a in agents]}})


def owner_options(ctx):
    _offers_active_agents(ctx, "New owner")


def handover_options(ctx):
    _offers_active_agents(ctx, "Hand over to")


# --- Needs handover -------------------------------------------------------------------------
def handover_listed(ctx):
    """'Needs handover' lists exactly the open and pending tickets of deactivated agents, each with its
    id, subject and owner, or says "Nothing needs a handover"."""

    def probe():
        names = {a["id"]: a["name"] for a in _agents(ctx)}
        gone = {a["id"] for a in _agents(ctx) if not a["active"]}
        held = sorted((t for t in _live(ctx) if t["assignee"] in gone), key=lambda t: t["id"])
        shown = _read(ctx, HANDOVER)
        if shown is None:
            return False, 'no section headed "Needs handover"'
        ids = sorted(set(TICKET_ID.findall(shown)))
        want = [t["id"] for t in held]
        if ids != want:
            return False, f'"Needs handover" lists {ids}; the helpdesk\'s tickets of deactivated agents are {want}'
        if not held:
            return "Nothing needs a handover" in shown, f'"Needs handover" does not say "Nothing needs a handover": {shown[:200]!r}'
        for t in held:
            item = _read(ctx, {"item": t["id"], "within": HANDOVER}) or ""
            for part in (t["subject"], names[t["assignee"]]):
                if part not in item:
                    return False, f'the entry for {t["id"]} in "Needs handover" does not show {part!r}: {item[:200]!r}'
        return True, ""

    ctx.until(probe)


# --- tool calls -----------------------------------------------------------------------------
def _read_write_read(ctx, write):
    """The last accepted ``write`` was made after a read of that ticket and followed by another read."""

    def probe():
        calls = [c for c in ctx.tool_calls if c.kind == "tool"]
        writes = [i for i, c in enumerate(calls) if c.ok and c.name == write]
        if not writes:
            return False, f"the helpdesk accepted no {write}"
        last = writes[-1]
        ticket = calls[last].args.get("ticket_id")
        before = any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == ticket for c in calls[:last])
        after = any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == ticket for c in calls[last + 1:])
        seen = [c.name for c in calls]
        if not before:
            return False, f"{ticket} was not read (get_ticket) before {write}; calls: {seen}"
        if not after:
            return False, f"{ticket} was not read again (get_ticket) after {write}; calls: {seen}"
        return True, ""

    ctx.until(probe)


def assign_read_back(ctx):
    _read_write_read(ctx, "assign_ticket")


# --- a change made outside the dashboard ----------------------------------------------------
_PARK = """async (id) => {
  const read = JSON.parse(await window.__evogenCallTool("get_ticket", { ticket_id: id }));
  if (!read.ok) return "get_ticket refused: " + JSON.stringify(read.error);
  const token = read.result.evidence_token;
  const done = JSON.parse(await window.__evogenCallTool("update_ticket_status",
    { ticket_id: id, status: "pending", evidence_token: token }));
  return done.ok ? "" : "update_ticket_status refused: " + JSON.stringify(done.error);
}"""


def colleague_parks_unowned(ctx):
    """A colleague, working in the helpdesk itself, puts the first open ticket nobody owns on hold
    (status pending). Nothing on the dashboard is touched; the helpdesk simply holds a pending
    ticket without an owner, which the fixture never has, so the "Unassigned" row has one to count.
    Does nothing when the helpdesk has no open ticket without an owner."""
    unowned = sorted(t["id"] for t in _tickets(ctx) if t["status"] == "open" and t["assignee"] is None)
    if not unowned:
        return
    problem = ctx.page.evaluate(_PARK, unowned[0])
    assert not problem, f"could not set {unowned[0]} to pending in the helpdesk: {problem}"
