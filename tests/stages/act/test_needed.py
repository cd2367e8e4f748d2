"""A named mutant run checks only what the named requirements' verdicts need: in each block (the
re-checks, then the turn's own) the requirements up to the last named one, whose effects carry to
it, without isolated ones it does not name. Each verdict it gives is the one the full turn gives."""

from __future__ import annotations

import pytest

from evogen.stages.act.scripted import ScriptedActor
from evogen.stages.record import EvidenceWriter
from mock_runtimes import load_runtime
from tests.stages.act.test_isolated import _app, req

CARRIED = [req("sees-desk", [{"expect_text": "Desk"}])]
NEW = [
    req("books", [{"click": {"control": "Book 09:30"}}, {"expect_text": "Held H-"}]),
    # fails here (the slot is already held when it tries to take it behind the app's back)
    req("provoked", [{"python": "refused"}], isolated=True),
    # only because "books" ran first on the same state is the slot taken now
    req("second-refused", [{"click": {"control": "Book 09:30"}},
                           {"expect_tool_called": {"name": "hold_slot", "ok": False, "max": 1}}]),
    req("after", [{"expect_text": "Desk"}]),
]


@pytest.mark.browser
def test_a_named_run_checks_each_block_up_to_its_last_named_requirement(chromium, tmp_path):
    dist = _app(tmp_path)

    def run(needed):
        actor = ScriptedActor()
        actor.needed_verdicts = needed

        def job(browser):
            return actor.act(browser, dist, load_runtime("scheduling", "clinic"), CARRIED, NEW, task_root=tmp_path,
                             evidence=EvidenceWriter(None, screenshots="none"), server=chromium.server)

        result = chromium.run(job, timeout_s=120)
        return [(r.requirement.id, r.carried, r.passed) for r in result.requirements]

    full = run(None)
    assert full == [("sees-desk", True, True), ("books", False, True), ("provoked", False, False),
                    ("second-refused", False, True), ("after", False, True)]
    # no re-check named: that block is skipped; the unnamed isolated check is skipped, and the check
    # whose effect carries to the named one runs before it, so its verdict is the full turn's
    assert run(frozenset({"second-refused"})) == [full[1], full[3]]
    assert run(frozenset({"sees-desk", "books"})) == [full[0], full[1]]
    assert run(frozenset({"provoked"})) == full[1:3]
    assert run(frozenset()) == []
