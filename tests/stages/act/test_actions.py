"""Clicks, ticks and hovers in real Chromium: the quick path (a trusted mouse event at the element's
centre when the engine sees that landing point is certain) and Playwright's actionability path must
act alike — the element is reached wherever it is, and what a user could not click is not clicked."""

from __future__ import annotations

import pytest

from evogen.stages.act.steps import StepFailed

pytestmark = pytest.mark.browser

COUNTER = """
let n = {};
function hit(name) { n[name] = (n[name] || 0) + 1; document.getElementById("log").textContent =
  Object.entries(n).map(([k, v]) => `${k}=${v}`).join(" "); }
"""


def _aim(p, **target) -> dict:
    return p.runner.op("aim", p.find(**target)["mark"])


def test_a_plain_button_in_view_is_clicked_by_the_quick_path_once(page_of):
    body = '<p id="log">none</p><button onclick="hit(\'save\')">Save</button>'

    def check(p):
        assert _aim(p, control="Save")["ok"] is True
        p.run([{"click": {"control": "Save"}}, {"expect_text": {"text": "save=1"}}])

    page_of(body, check, script=COUNTER)


def test_the_quick_path_steps_aside_where_a_click_needs_playwright(page_of):
    body = """<p id="log">none</p>
    <button disabled>Off</button>
    <div style="position:relative"><button onclick="hit('under')">Under</button>
      <div style="position:absolute;inset:0;background:white"></div></div>
    <button onclick="hit('low')" style="margin-top:2000px">Low</button>"""

    def check(p):
        assert _aim(p, control="Low")["why"] == "viewport"
        assert _aim(p, control="Off")["why"] == "disabled"
        assert _aim(p, control="Under")["why"] == "covered"
        # below the fold: Playwright scrolls to it and clicks it
        p.run([{"click": {"control": "Low"}}, {"expect_text": {"text": "low=1"}}])
        # covered: a user's click lands on the cover, so the step fails and the button never hears it
        with pytest.raises(StepFailed, match="could not click"):
            p.run([{"click": {"control": "Under"}}])
        assert "under" not in p.text()

    page_of(body, check, script=COUNTER)


def test_a_running_animation_sends_clicks_through_playwright_and_they_still_land(page_of):
    css = "@keyframes spin { to { transform: rotate(360deg); } } .spin { animation: spin 1s linear infinite; width: 10px; height: 10px; background: #999; }"
    body = '<p id="log">none</p><div class="spin"></div><button onclick="hit(\'go\')">Go</button>'

    def check(p):
        assert _aim(p, control="Go")["why"] == "animating"
        p.run([{"click": {"control": "Go"}}, {"expect_text": {"text": "go=1"}}])

    page_of(body, check, css=css, script=COUNTER)


def test_ticks_set_the_state_asked_for_and_a_refused_click_fails(page_of):
    body = """<p id="log">none</p>
    <label><input type="checkbox" onchange="hit('news')"> Newsletter</label>
    <label><input type="radio" name="size" onchange="hit('small')"> Small</label>
    <label><input type="radio" name="size" onchange="hit('large')"> Large</label>
    <label><input type="checkbox" onclick="event.preventDefault()"> Locked</label>"""

    def check(p):
        p.run([{"check": {"field": "Newsletter"}}, {"expect_text": {"text": "news=1"}},
               {"check": {"field": "Newsletter"}},  # already ticked: nothing is clicked
               {"expect_text": {"text": "news=1"}},
               {"check": {"field": "Newsletter", "checked": False}}, {"expect_text": {"text": "news=2"}},
               {"check": {"field": "Large"}}, {"expect_text": {"text": "large=1"}}])
        assert p.find(field="Large")["checked"] is True and p.find(field="Newsletter")["checked"] is False
        with pytest.raises(StepFailed, match="did not change its state"):
            p.run([{"check": {"field": "Locked"}}])

    page_of(body, check, script=COUNTER)


def test_a_hover_reaches_the_element_it_names(page_of):
    body = """<p id="log">none</p>
    <span tabindex="0" onmouseenter="hit('tip')">Fee details</span>"""

    def check(p):
        assert _aim(p, text="Fee details")["ok"] is True
        p.run([{"hover": {"text": "Fee details"}}, {"expect_text": {"text": "tip=1"}}])

    page_of(body, check, script=COUNTER)


def test_fills_replace_the_text_in_every_kind_of_field_and_spare_what_cannot_be_typed_in(page_of):
    body = """<p id="log">none</p>
    <label>Title <input value="old title" oninput="hit('title')"></label>
    <label>Notes <textarea>old notes</textarea></label>
    <label>Seats <input type="number" value="3"></label>
    <label>Day <input type="date"></label>
    <label>Code <input value="fixed" readonly></label>"""

    def check(p):
        assert p.runner.op("prime", p.find(field="Day")["mark"], "2026-03-01")["why"] == "kind"
        assert p.runner.op("prime", p.find(field="Code")["mark"], "x")["why"] == "state"
        p.run([{"fill": {"field": "Title", "value": "New title"}}, {"expect_value": {"field": "Title", "value": "New title"}},
               {"expect_text": {"text": "title=1"}},  # one input event, as Playwright's fill sends
               {"fill": {"field": "Notes", "value": "line one"}}, {"expect_value": {"field": "Notes", "value": "line one"}},
               {"fill": {"field": "Seats", "value": " 12 "}}, {"expect_value": {"field": "Seats", "value": "12"}},
               {"fill": {"field": "Title", "value": ""}}, {"expect_value": {"field": "Title", "value": ""}},
               {"fill": {"field": "Day", "value": "2026-03-01"}}, {"expect_value": {"field": "Day", "value": "2026-03-01"}}])
        with pytest.raises(StepFailed, match="could not fill"):
            p.run([{"fill": {"field": "Code", "value": "changed"}}])

    page_of(body, check, script=COUNTER)
