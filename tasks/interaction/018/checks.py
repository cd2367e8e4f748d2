"""Checks no verb can say for interaction/018 (five-a-side league table): where the table's
columns stand among its headers, and the matches-left line drawn under the table."""

from __future__ import annotations

import runpy
from pathlib import Path

_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
HEADERS_JS = _MARKS["HEADERS_JS"]
header_is = _MARKS["header_is"]
below = _MARKS["below"]

SECTION = {"section": "Table"}
TABLE = {"role": "table", "within": SECTION}
FIRST_COLUMNS = ["Pos", "Team", "P", "W", "D", "L", "GF", "GA", "GD", "Pts"]


def _headers(ctx) -> list[str]:
    loc = ctx.locate(TABLE)
    if not loc.count():
        return []
    return loc.first.evaluate(HEADERS_JS)


def _index(headers: list[str], name: str) -> int:
    for i, h in enumerate(headers):
        if header_is(h, name):
            return i
    return -1


def columns_in_order(ctx) -> None:
    """The table's header row holds Pos, Team, P, W, D, L, GF, GA, GD and Pts, in that order."""
    def probe() -> tuple[bool, str]:
        headers = _headers(ctx)
        at = -1
        for name in FIRST_COLUMNS:
            i = _index(headers, name)
            if i <= at:
                return False, f"the table's columns are {headers}; wanted {FIRST_COLUMNS} in that order"
            at = i
        return True, ""
    ctx.until(probe)


def left_after_pts(ctx) -> None:
    """A column "Left" stands right after Pts."""
    def probe() -> tuple[bool, str]:
        headers = _headers(ctx)
        pts, left = _index(headers, "Pts"), _index(headers, "Left")
        if left < 0 or left != pts + 1:
            return False, f"the table's columns are {headers}; wanted 'Left' right after 'Pts'"
        return True, ""
    ctx.until(probe)


def form_last(ctx) -> None:
    """A column "Form" is the table's last column."""
    def probe() -> tuple[bool, str]:
        headers = _headers(ctx)
        i = _index(headers, "Form")
        if i < 0 or i != len(headers) - 1:
            return False, f"the table's columns are {headers}; wanted 'Form' at the end"
        return True, ""
    ctx.until(probe)


def matches_left_below_table(ctx) -> None:
    """"Matches left in the season: …" is in the Table section, under the table."""
    below(ctx, TABLE, "the league table", "Matches left in the season", SECTION)
