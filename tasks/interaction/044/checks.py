"""Checks no verb can say for interaction/044 (darts 501 scorer): which sections are drawn below which,
and that a visit typed once the leg (turn 1) or the match (turn 3) is won changes nothing, whether the app
hides or disables the visit controls or ignores the press."""

from __future__ import annotations

import runpy
from pathlib import Path

_LIB = Path(__file__).parents[2] / "_lib"
_MARKS = runpy.run_path(str(_LIB / "marks.py"))
tops_in_order = _MARKS["tops_in_order"]
cell = runpy.run_path(str(_LIB / "tables.py"))["cell"]

SCOREBOARD = {"section": "Scoreboard"}
VISITS = {"section": "Visits"}


def _below(ctx, upper: str, lower: str) -> None:
    tops_in_order(ctx, [(f'the "{upper}" heading', {"heading": upper}), (f'the "{lower}" heading', {"heading": lower})])


def scoreboard_below_players(ctx) -> None:
    """The Scoreboard section is drawn below the Players section."""
    _below(ctx, "Players", "Scoreboard")


def visit_below_scoreboard(ctx) -> None:
    """The Visit section is drawn below the Scoreboard section."""
    _below(ctx, "Scoreboard", "Visit")


def visits_below_visit(ctx) -> None:
    """The Visits section is drawn below the Visit section."""
    _below(ctx, "Visit", "Visits")


def hints_below_visits(ctx) -> None:
    """The Checkout hints section is drawn below the Visits section."""
    _below(ctx, "Visits", "Checkout hints")


def stats_below_scoreboard(ctx) -> None:
    """The Match stats section is drawn below the Scoreboard section."""
    _below(ctx, "Scoreboard", "Match stats")


def _offered(ctx, target: dict) -> bool:
    try:
        loc = ctx.locate(target)
        if not loc.count():
            return False
    except Exception:  # not on the page: nothing to use
        return False
    el = loc.first
    return bool(el.is_visible() and el.is_enabled() and (el.get_attribute("aria-disabled") or "").lower() != "true")


def late_visit_ignored(ctx) -> None:
    """Mira has won (the leg at turn 1, the match later) and Tobias stands on 501: a visit of 60, typed and
    entered where the page still offers the field and the button, changes neither score and lists nothing."""
    field = {"field": "Visit total"}
    button = {"control": "Enter visit"}
    if _offered(ctx, field) and _offered(ctx, button):
        ctx.expect({"fill": {**field, "value": "60"}}, {"click": button})
    cell(ctx, SCOREBOARD, "Tobias", "Remaining", "501")
    cell(ctx, SCOREBOARD, "Mira", "Remaining", "0")
    ctx.expect({"expect_text": {"text": "Tobias: 60", "within": VISITS, "absent": True}},
               {"expect_text": {"text": "441 left", "within": VISITS, "absent": True}})
