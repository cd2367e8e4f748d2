"""Checks no verb can say for interaction/048 (ten-pin lane score sheet): which sections are drawn below
which, and that a ball typed once the game (or the series) is over changes nothing, whether the app hides
or disables the ball controls or ignores the press."""

from __future__ import annotations

import runpy
from pathlib import Path

_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
tops_in_order = _MARKS["tops_in_order"]


def _below(ctx, upper: str, lower: str) -> None:
    tops_in_order(ctx, [(f'the "{upper}" heading', {"heading": upper}), (f'the "{lower}" heading', {"heading": lower})])


def sheet_below_bowlers(ctx) -> None:
    """The Score sheet section is drawn below the Bowlers section."""
    _below(ctx, "Bowlers", "Score sheet")


def next_below_sheet(ctx) -> None:
    """The Next ball section is drawn below the Score sheet section."""
    _below(ctx, "Score sheet", "Next ball")


def series_below_sheet(ctx) -> None:
    """The Series section is drawn below the Score sheet section."""
    _below(ctx, "Score sheet", "Series")


def standings_below_series(ctx) -> None:
    """The Standings section is drawn below the Series section."""
    _below(ctx, "Series", "Standings")


def _offered(ctx, target: dict) -> bool:
    try:
        loc = ctx.locate(target)
        if not loc.count():
            return False
    except Exception:  # not on the page: nothing to use
        return False
    el = loc.first
    return bool(el.is_visible() and el.is_enabled() and (el.get_attribute("aria-disabled") or "").lower() != "true")


def late_ball(ctx) -> None:
    """The game is over: a ball of 5 is typed and entered wherever the page still offers the Pins field and
    the Enter ball button (the requirement's next steps check that nothing changed)."""
    field = {"field": "Pins"}
    button = {"control": "Enter ball"}
    if _offered(ctx, field) and _offered(ctx, button):
        ctx.expect({"fill": {**field, "value": "5"}}, {"click": button})
