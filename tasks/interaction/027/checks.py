"""Checks no verb can say for interaction/027 (sports-day heat allocator): where the tables'
columns stand among their headers."""

from __future__ import annotations

import runpy
from pathlib import Path

_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
header_is = _MARKS["header_is"]
headers = _MARKS["headers"]
column_after = _MARKS["column_after"]
columns_end = _MARKS["columns_end"]

HEATS = {"section": "Heats"}
ENTRANTS_TABLE = {"role": "table", "within": {"section": "Entrants"}}
FINAL_TABLE = {"role": "table", "within": {"section": "Final"}}


def _heat(n: int) -> dict:
    return {"section": f"Heat {n}", "within": HEATS}


def _heat_table(n: int) -> dict:
    return {"role": "table", "within": _heat(n)}


def _in_order(ctx, table: dict, names: list[str], what: str) -> None:
    """The columns ``names`` stand in this order (other columns may stand between or after them)."""
    def probe() -> tuple[bool, str]:
        if not ctx.locate(table).count():
            return False, f"{what} is not on the page"
        h = headers(ctx, table)
        at = -1
        for name in names:
            found = [i for i, x in enumerate(h) if header_is(x, name) and i > at]
            if not found:
                return False, f"{what}'s columns are {h}; wanted {names} in that order"
            at = found[0]
        return True, ""
    ctx.until(probe)


def entrants_columns(ctx) -> None:
    """The Entrants table has the columns Name, Year group and Best time (s), in that order."""
    _in_order(ctx, ENTRANTS_TABLE, ["Name", "Year group", "Best time (s)"], "the Entrants table")


def heat_columns(ctx) -> None:
    """Each shown heat table has the columns Lane, Name and Best time (s), in that order."""
    _in_order(ctx, _heat_table(1), ["Lane", "Name", "Best time (s)"], "the Heat 1 table")
    _in_order(ctx, _heat_table(2), ["Lane", "Name", "Best time (s)"], "the Heat 2 table")


def status_after_best_time(ctx) -> None:
    """The Entrants table's column Status comes directly after Best time (s)."""
    column_after(ctx, ENTRANTS_TABLE, "Status", "Best time (s)", "the Entrants table")


def result_column_last(ctx) -> None:
    """Every heat table ends with the column Result (s) (Year 5 at start: Heat 1 and Heat 2)."""
    columns_end(ctx, _heat_table(1), ["Result (s)"], "the Heat 1 table")
    columns_end(ctx, _heat_table(2), ["Result (s)"], "the Heat 2 table")


def final_columns(ctx) -> None:
    """The final's table has the columns Lane, Name and Result (s), in that order."""
    _in_order(ctx, FINAL_TABLE, ["Lane", "Name", "Result (s)"], "the Final table")
