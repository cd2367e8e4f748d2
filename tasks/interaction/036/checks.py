"""Checks no verb can say for interaction/036 (pub quiz scoreboard): where the columns of the
Scores table and of the leaderboard stand among their headers."""

from __future__ import annotations

import runpy
from pathlib import Path

_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
header_is = _MARKS["header_is"]
headers = _MARKS["headers"]
column_after = _MARKS["column_after"]

SCORES = {"role": "table", "within": {"section": "Scores"}}
BOARD = {"role": "table", "within": {"section": "Leaderboard"}}


def _in_order(ctx, table: dict, names: list[str], what: str) -> None:
    """The table's header row holds the named columns in this order (other columns may stand between)."""
    def probe() -> tuple[bool, str]:
        if not ctx.locate(table).count():
            return False, f"no table in {what}"
        h = headers(ctx, table)
        at = -1
        for name in names:
            i = next((j for j, x in enumerate(h) if j > at and header_is(x, name)), -1)
            if i < 0:
                return False, f"{what}'s columns are {h}; wanted {names} in that order"
            at = i
        return True, ""
    ctx.until(probe)


def scores_columns(ctx) -> None:
    """The Scores table's columns are Team, General knowledge, Pictures, Music, Final and Total, in that order."""
    _in_order(ctx, SCORES, ["Team", "General knowledge", "Pictures", "Music", "Final", "Total"], "the Scores table")


def board_columns(ctx) -> None:
    """The leaderboard's columns are Rank, Team and Total, in that order."""
    _in_order(ctx, BOARD, ["Rank", "Team", "Total"], "the leaderboard")


def behind_after_total(ctx) -> None:
    """A column "Behind" stands right after Total in the leaderboard."""
    column_after(ctx, BOARD, "Behind", "Total", what="the leaderboard")
