"""Isolated requirements: a check may change the system behind the app's back (to provoke a
refusal) only on a throwaway copy of the live state, so nothing it does carries forward."""

from __future__ import annotations

import pytest

from evogen.stages.act.scripted import ScriptedActor
from evogen.stages.record import EvidenceWriter
from evogen.tasks.checks import parse_steps
from evogen.tasks.model import Requirement
from mock_runtimes import load_runtime
from tests.stages.conftest import PAGE

BODY = '<h1>Desk</h1><button id="b">Book 09:30</button><p id="out"></p>'
SCRIPT = """
document.getElementById('b').addEventListener('click', async () => {
  const raw = await window.__evogenCallTool('hold_slot',
    {resource_id: 'CL-101', date: '2026-03-02', start: '09:30', held_for: 'Ana Costa'});
  const env = JSON.parse(raw);
  document.getElementById('out').textContent = env.ok ? 'Held ' + env.result.hold.id : env.error.message;
});
"""
CHECKS = '''
def refused(ctx):
    ctx.behind_the_app("hold_slot", {"resource_id": "CL-101", "date": "2026-03-02", "start": "09:30",
                                     "held_for": "Front desk two"})
    ctx.expect({"click": {"control": "Book 09:30"}},
               {"expect_text": "is on hold for someone else"},
               {"expect_tool_called": {"name": "hold_slot", "ok": False, "max": 1}})
'''


def req(rid: str, check: list, *, isolated: bool = False) -> Requirement:
    return Requirement(id=rid, statement=rid, mechanism="external_state_grounding", check=parse_steps(check),
                       isolated=isolated)


def _app(folder):
    """The booking page and the task's checks.py in ``folder``; returns the built app's folder."""
    dist = folder / "dist"
    dist.mkdir()
    (dist / "index.html").write_text(PAGE.format(body=BODY, css="", script=SCRIPT))
    (folder / "checks.py").write_text(CHECKS)
    return dist


@pytest.mark.browser
def test_an_isolated_requirement_changes_nothing_that_carries(chromium, tmp_path):
    dist = _app(tmp_path)
    live = load_runtime("scheduling", "clinic")
    checks = [
        req("provoked", [{"python": "refused"}], isolated=True),
        # the hold placed behind the app above did not carry: this booking of the same slot succeeds
        req("books", [{"click": {"control": "Book 09:30"}}, {"expect_text": "Held H-"},
                      {"expect_tool_called": {"name": "hold_slot", "ok": True, "max": 1}}]),
        # outside an isolated requirement, changing the system behind the app is refused
        req("leaky", [{"python": "refused"}]),
    ]

    # re-checked at a later turn, the isolated requirement again runs on its own copy: the carried
    # check after it (on the re-checks' shared copy) still finds the slot free
    carried = checks[:2]

    def job(browser):
        return ScriptedActor().act(browser, dist, live, carried, checks, task_root=tmp_path,
                                   evidence=EvidenceWriter(None, screenshots="none"), server=chromium.server)

    result = chromium.run(job, timeout_s=120)
    again_provoked, again_books, provoked, books, leaky = result.requirements
    assert again_provoked.carried and again_provoked.passed, again_provoked.message
    assert again_books.passed, again_books.message
    assert provoked.passed, provoked.message
    assert books.passed, books.message
    assert not leaky.passed and "isolated: true" in leaky.message
    holds = live.snapshot()["holds"]
    assert [h["held_for"] for h in holds] == ["Ana Costa"]  # only the live requirement's hold
    phases = [(c["phase"], c["name"], c["ok"]) for c in result.tool_log]
    assert ("isolated", "hold_slot", False) in phases  # the app's refused call, logged apart
    assert ("live", "hold_slot", True) in phases and ("recheck", "hold_slot", True) in phases
    assert not any(c["args"].get("held_for") == "Front desk two" for c in result.tool_log)  # the check's own call


@pytest.mark.browser
def test_a_failing_isolated_requirement_can_end_a_quick_mutant_check(chromium, tmp_path):
    # the validator's quick mode stops a turn at the first failing tied requirement; an isolated one
    # counts like any other
    dist = _app(tmp_path)
    checks = [req("shows-refusal", [{"expect_text": "a text this page never shows"}], isolated=True),
              req("books", [{"click": {"control": "Book 09:30"}}, {"expect_text": "Held H-"}])]
    actor = ScriptedActor()
    actor.stop_after_failing = frozenset({"shows-refusal"})

    def job(browser):
        return actor.act(browser, dist, load_runtime("scheduling", "clinic"), [], checks, task_root=tmp_path,
                         evidence=EvidenceWriter(None, screenshots="none"), server=chromium.server)

    result = chromium.run(job, timeout_s=120)
    assert [(r.requirement.id, r.passed) for r in result.requirements] == [("shows-refusal", False)]
