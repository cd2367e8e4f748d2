"""tasks/_lib/tables.py, the row and cell helpers task checks share, run through a real check
context on real Chromium pages: a cell is read by its column in an HTML table and in an ARIA grid
alike, a row target finds a card too, an exact cell does not take a longer text, a blank cell must be drawn and empty, and each
expectation waits for a change the page makes a moment after a click and fails with a message that
names what is missing."""

from __future__ import annotations

import runpy
from pathlib import Path

import pytest

from evogen.stages.act.steps import CheckContext, StepFailed

H = runpy.run_path(str(Path(__file__).parents[3] / "tasks" / "_lib" / "tables.py"))  # the helpers, by name
QUEUE, BOARD, CARDS = {"section": "Queue"}, {"section": "Board"}, {"section": "Cards"}

PAGE = """
<section aria-labelledby="q"><h2 id="q">Queue</h2>
<table><thead><tr><th>Work order</th><th>Status</th><th>Due</th><th></th></tr></thead>
<tbody>
<tr><td>WO-1</td><td id="s1">Open</td><td></td><td><button onclick="later()">Close WO-1</button></td></tr>
<tr id="r2"><td>WO-2</td><td>On hold  (parts)</td><td>14 May</td>
<td><button onclick="document.getElementById('r2').remove()">Drop WO-2</button></td></tr>
</tbody></table></section>
<section aria-labelledby="b"><h2 id="b">Board</h2><div role="grid">
<div role="row"><span role="columnheader">Work order</span><span role="columnheader">Status</span>
<span role="columnheader">Due</span></div>
<div role="row"><span role="gridcell">WO-7</span><span role="gridcell">Open 2</span><span role="gridcell">3 June</span></div>
<div role="row"><span role="gridcell">WO-8</span><span role="gridcell">Done</span><span role="gridcell"> </span></div>
</div></section>
<section aria-labelledby="c"><h2 id="c">Cards</h2><ul>
<li><h3>WO-5</h3><p>Status: Open</p></li>
</ul></section>
<p>Nothing urgent</p>
"""
SCRIPT = "function later() { setTimeout(() => { document.getElementById('s1').textContent = 'Closed'; }, 400); }"


def _ctx(p) -> CheckContext:
    return CheckContext(p.session.page, p.session, Path("."), 0, p.runner)


def test_cells_rows_and_texts_pass_in_a_table_and_in_cards(page_of):
    def check(p):
        ctx = _ctx(p)
        H["cell"](ctx, QUEUE, "WO-1", "Status", "Open")
        H["cell"](ctx, BOARD, "WO-7", "Status", "Open 2")
        H["cell_starts"](ctx, QUEUE, "WO-2", "Status", "On hold")
        H["cell_matches"](ctx, BOARD, "WO-7", "Due", r"^\d+ June$")
        assert H["cell_text"](ctx, QUEUE, "WO-2", "Status") == "On hold (parts)"  # whitespace collapsed
        H["cell_blank"](ctx, QUEUE, "WO-1", "Due")
        H["cell_blank"](ctx, BOARD, "WO-8", "Due")
        H["row_shown"](ctx, QUEUE, "WO-2", "Work order")
        H["see"](ctx, "Nothing urgent")
        H["see"](ctx, "WO-8", BOARD)
        H["absent"](ctx, "WO-8", QUEUE)
        assert H["row"](QUEUE, "WO-1") == {"item": "WO-1", "within": QUEUE}
        p.run([{"expect_visible": H["row"](CARDS, "WO-5")}])  # a row target finds a card too

    page_of(PAGE, check, script=SCRIPT)


def test_each_helper_waits_for_a_change_a_click_makes_a_moment_later(page_of):
    def check(p):
        ctx = _ctx(p)
        ctx.expect({"click": {"control": "Close WO-1"}})
        H["cell"](ctx, QUEUE, "WO-1", "Status", "Closed")  # shown 0.4 s after the click
        ctx.expect({"click": {"control": "Drop WO-2"}})
        H["row_gone"](ctx, QUEUE, "WO-2", "Work order")

    page_of(PAGE, check, script=SCRIPT)


@pytest.mark.parametrize(("helper", "args", "problem"), [
    ("cell", (QUEUE, "WO-2", "Status", "On hold"), "On hold"),  # exact: a longer text is not it
    ("cell", (BOARD, "WO-7", "Status", "Open"), "Open"),
    ("cell", (QUEUE, "WO-9", "Status", "Open"), "WO-9"),  # no such row
    ("cell_starts", (QUEUE, "WO-1", "Status", "Closed"), "Closed"),
    ("cell_blank", (QUEUE, "WO-2", "Due"), "reads '14 May'; it should be empty"),
    ("cell_blank", (QUEUE, "WO-9", "Due"), "WO-9"),  # a cell that is not drawn is not blank
    ("row_shown", (QUEUE, "WO-7", "Work order"), "WO-7"),
    ("row_gone", (QUEUE, "WO-1", "Work order"), "WO-1"),
    ("see", ("Everything urgent",), "Everything urgent"),
    ("absent", ("WO-8", BOARD), "WO-8"),
])
def test_each_helper_fails_naming_what_is_wrong(page_of, helper, args, problem):
    def check(p):
        with pytest.raises(StepFailed, match=problem):
            H[helper](_ctx(p), *args)

    page_of(PAGE, check, script=SCRIPT)
