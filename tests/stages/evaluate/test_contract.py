"""The contract evaluator's heuristics, in both directions: correct work is never marked down
for form the request does not fix, and contradictions between reply and page are caught."""

from __future__ import annotations

import pytest

from evogen.stages.act.scripted import ActResult, Landing, RequirementRun
from evogen.stages.evaluate.contract import ContractEvaluator, claimed_labels
from evogen.stages.evaluate.presentation import score_presentation
from evogen.tasks.model import Requirement


def act(ui_text: str, runs: list[RequirementRun] | None = None) -> ActResult:
    return ActResult(landing=Landing(ok=True, seen_text=ui_text, aria="", probe={"text_length": len(ui_text)}),
                     requirements=runs or [])


def req(rid: str, check: list, severity: str = "major") -> Requirement:
    return Requirement(id=rid, statement=rid, mechanism="affordance_binding", severity=severity, check=check)


@pytest.mark.parametrize("reply", [
    'The form has a field labelled "Stock to add: … mL" so you can log additions.',
    'Questions are numbered "Q1.", "Q2." and so on.',
    'The total reads "Total: $12.00" once you add something.',
    'Each row shows "{name}: {amount}".',
    'I named the bars like "Unit tests (20-run median)".',
    'The panel shows a line titled "Opened YYYY-MM-DD" and a column "Due HH:MM".',
    'The column "Updated DD.MM.YY" says when a row last changed.',
])
def test_quoted_patterns_and_examples_are_not_label_claims(reply):
    ui = "Stock to add: 250 mL Q1. What? Total: $0.00 Unit tests (20-run median) Ana: $3.00 Opened 2026-03-14 Due 09:30 Updated 14.03.26"
    assert ContractEvaluator().alignment(reply, act(ui)).score == 5


def test_a_label_beside_a_date_mask_is_still_a_claim_when_it_never_appeared():
    # the mask makes the quote a pattern; a plain label next to it is still checked
    reply = 'The panel shows "Opened YYYY-MM-DD" and a button "Reopen ticket".'
    assert claimed_labels(reply) == ["Reopen ticket"]
    assert ContractEvaluator().alignment(reply, act("Opened 2026-03-14")).score == 3


def test_a_claimed_button_that_never_appeared_is_flagged():
    reply = 'I added a button "Export CSV" and a "Remove" button on each row.'
    assert claimed_labels(reply) == ["Export CSV", "Remove"]
    score = ContractEvaluator().alignment(reply, act("Expenses Remove Total: $0.00"))
    assert score.score == 3 and "Export CSV" in score.reasons[0]


def test_labels_match_regardless_of_case_and_punctuation():
    reply = 'There is a section headed "Paid so far" and a dropdown labelled "Paid by".'
    assert ContractEvaluator().alignment(reply, act("PAID SO FAR: Ana $0.00 · Paid by: Ana")).score == 5


def test_a_feature_presented_as_working_whose_check_failed_is_flagged():
    failed = RequirementRun(req("eur", [{"click": {"control": "Show in EUR"}}]), carried=False, passed=False,
                            message="the total did not change")
    score = ContractEvaluator().alignment('Click "Show in EUR" to switch currencies.', act("Show in EUR", [failed]))
    assert score.score == 3 and "eur failed" in score.reasons[0]


def test_empty_reply_fails_alignment():
    assert ContractEvaluator().alignment("   ", act("anything")).score == 2


def test_execution_explicit_failures_fail_minor_ones_do_not():
    major = RequirementRun(req("a", [{"expect_text": "x"}]), carried=False, passed=False, message="m")
    minor = RequirementRun(req("b", [{"expect_text": "x"}], severity="minor"), carried=False, passed=False, message="m")
    ok = RequirementRun(req("c", [{"expect_text": "x"}]), carried=False, passed=True)
    evaluator = ContractEvaluator()
    assert evaluator.execution(act("", [ok, minor])).score == 4
    assert evaluator.execution(act("", [ok, major])).score <= 3
    assert evaluator.execution(act("", [ok])).score == 5


def test_presentation_flags_real_defects_only():
    clean = {"text_length": 100, "graphics": 0, "clipped": [], "low_contrast": [], "placeholder": None}
    assert score_presentation(clean, [], []).score == 5
    assert score_presentation({**clean, "clipped": ["cut text"]}, [], []).score == 3
    assert score_presentation({**clean, "text_length": 0}, [], []).score == 1
    assert score_presentation(clean, ["TypeError: x is undefined"], []).score == 2


LONG_PAGE = """<h1>Archive</h1>{lines}<button>Export archive</button>
<button id="more">Show details</button><div id="details"></div>"""
LONG_JS = """document.getElementById('more').addEventListener('click', () => {
  document.getElementById('details').innerHTML = Array.from({length: 300}, (_, i) => `<p>Detail line ${i + 1} of the record</p>`).join('')
    + '<button>Close details</button>';
});"""


@pytest.mark.browser
def test_alignment_sees_all_of_a_long_page_and_what_actions_revealed(chromium, tmp_path):
    """Labels low on a long page (far past the first few thousand characters) count as shown,
    on the landing page and after an action; a label that never appeared is still flagged."""
    from evogen.stages.act.scripted import ScriptedActor
    from evogen.stages.record import EvidenceWriter
    from evogen.tasks.checks import parse_steps
    from mock_runtimes import load_runtime
    from tests.stages.conftest import PAGE

    lines = "".join(f"<p>Archived entry number {i} with a little text</p>" for i in range(400))
    dist = tmp_path / "dist"
    dist.mkdir()
    (dist / "index.html").write_text(PAGE.format(body=LONG_PAGE.format(lines=lines), css="", script=LONG_JS))
    checks = [req("R1", parse_steps([{"expect_text": "Archive"}])),
              req("R2", parse_steps([{"click": {"control": "Show details"}}, {"expect_text": "Detail line 300"}]))]

    def job(browser):
        return ScriptedActor().act(browser, dist, load_runtime(None), [], checks, task_root=tmp_path,
                                   evidence=EvidenceWriter(None, screenshots="none"), server=chromium.server)

    result = chromium.run(job, timeout_s=120)
    assert all(r.passed for r in result.requirements), [r.message for r in result.requirements]
    assert len(result.landing.seen_text) > 15_000 and len(result.landing.ui_text) <= 2_000
    evaluator = ContractEvaluator()
    ok = evaluator.alignment('The "Export archive" button downloads it, and "Close details" button hides them.', result)
    assert ok.score == 5, ok.reasons
    bad = evaluator.alignment('The "Import archive" button loads a file.', result)
    assert bad.score < 4 and "Import archive" in bad.reasons[0]


TYPED_PAGE = """<h1>Recipe</h1><label for="s">Servings</label><input id="s" type="number">
<p id="hint"></p>
<svg width="200" height="100" role="img" aria-label="Servings chart">
  <circle cx="50" cy="50" r="6" fill="#246"><title>Lentil soup: 4 servings</title></circle>
  <rect x="100" y="30" width="20" height="40" fill="#642"><title>Bread rolls: 12 servings</title></rect>
</svg>"""
# the message shows while the value is out of range and is gone once the check corrects it
TYPED_JS = """const s = document.getElementById('s'), hint = document.getElementById('hint');
s.addEventListener('input', () => { const n = Number(s.value);
  hint.textContent = n < 1 || n > 24 ? 'Servings must be between 1 and 24' : ''; });"""


@pytest.mark.browser
def test_alignment_counts_text_shown_after_typing_and_names_of_textless_shapes(chromium, tmp_path):
    """A message shown only while a typed value is wrong, and the <title> name of an SVG shape
    without a role, were both on the page: a reply quoting them is not flagged (both were false
    fails of correct solutions in the seventh held-out probe); an invented label still is."""
    from evogen.stages.act.scripted import ScriptedActor
    from evogen.stages.record import EvidenceWriter
    from evogen.tasks.checks import parse_steps
    from mock_runtimes import load_runtime
    from tests.stages.conftest import PAGE

    dist = tmp_path / "dist"
    dist.mkdir()
    (dist / "index.html").write_text(PAGE.format(body=TYPED_PAGE, css="", script=TYPED_JS))
    checks = [req("R1", parse_steps([{"fill": {"field": "Servings", "value": "30"}},
                                     {"fill": {"field": "Servings", "value": "4"}},
                                     {"expect_visible": {"text": "Recipe"}}]))]

    def job(browser):
        return ScriptedActor().act(browser, dist, load_runtime(None), [], checks, task_root=tmp_path,
                                   evidence=EvidenceWriter(None, screenshots="none"), server=chromium.server)

    result = chromium.run(job, timeout_s=120)
    assert all(r.passed for r in result.requirements), [r.message for r in result.requirements]
    assert "Lentil soup: 4 servings" in result.landing.names
    assert "between 1 and 24" not in result.landing.seen_text  # only typing showed it
    evaluator = ContractEvaluator()
    ok = evaluator.alignment('Typing 30 shows the message "Servings must be between 1 and 24"; each point is '
                             'labelled "Lentil soup: 4 servings" and the bar is titled "Bread rolls: 12 servings".',
                             result)
    assert ok.score == 5, ok.reasons
    bad = evaluator.alignment('Each point is labelled "Pea soup: 2 servings".', result)
    assert bad.score < 4 and "Pea soup: 2 servings" in bad.reasons[0]


def test_a_message_quoted_from_the_request_is_not_a_claim_but_an_invented_one_is():
    # the page never reached the full-class case in this run; the reply quotes the request's own wording
    requests = ['When a class is full, show the message "Class full: added to the waiting list".',
                "Add a refunds section."]
    reply = 'A full class shows the message label "Class full: added to the waiting list".'
    evaluator = ContractEvaluator()
    assert evaluator.alignment(reply, act("Classes Enrol"), requests).score == 5
    assert evaluator.alignment(reply, act("Classes Enrol")).score == 3  # without the requests: a claim
    invented = 'A full class shows the message label "Class is full, sorry".'
    assert evaluator.alignment(invented, act("Classes Enrol"), requests).score == 3
    # only turns so far count: the pipeline passes the requests up to this turn
    assert evaluator.evaluate(reply, act("Classes Enrol"), requests=requests[:1]).scores["alignment"].score == 5
