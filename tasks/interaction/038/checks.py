"""Checks no verb can say for interaction/038 (board-game club Swiss tournament desk): where the
standings table's Buchholz column stands among its headers."""

from __future__ import annotations

import runpy
from pathlib import Path

_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
column_after = _MARKS["column_after"]

STANDINGS_TABLE = {"role": "table", "within": {"section": "Standings"}}


def buchholz_after_score(ctx) -> None:
    """The standings table has a column "Buchholz" directly after its Score column."""
    column_after(ctx, STANDINGS_TABLE, "Buchholz", "Score")


OUTCOMES = ["Not played", "1-0", "Draw", "0-1"]


def _result_options(ctx, round_no: int, tables: int) -> None:
    """Each table line of the round offers Not played, 1-0, Draw and 0-1 in that order. "Not played"
    is often a native option with an empty value, which reads as a placeholder: accept the list
    with it or without it (the line's ``expect_value`` checks that it is shown)."""
    for table in range(1, tables + 1):
        target = {"field": "Result", "within": {"item": f"Table {table}", "within": {"section": f"Round {round_no}"}}}
        offered = ctx.options(target)
        if offered not in (OUTCOMES, OUTCOMES[1:]):
            raise AssertionError(
                f"the Result dropdown of Table {table} in Round {round_no} offers {offered}; wanted {OUTCOMES} in that order")


def result_options_round_1(ctx) -> None:
    """Tables 1 and 2 of round 1 each have a Result dropdown offering the four outcomes in order."""
    _result_options(ctx, 1, 2)


def result_options_round_2(ctx) -> None:
    """Tables 1 and 2 of round 2 each have a Result dropdown offering the four outcomes in order."""
    _result_options(ctx, 2, 2)
