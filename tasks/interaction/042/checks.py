"""Checks no verb can say for interaction/042 (climbing logbook): where the columns of the Climbs
table stand among its headers."""

from __future__ import annotations

import runpy
from pathlib import Path

_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
columns_run = _MARKS["columns_run"]
column_after = _MARKS["column_after"]
columns_end = _MARKS["columns_end"]

TABLE = {"role": "table", "within": {"section": "Climbs"}}


def table_columns(ctx) -> None:
    """The Climbs table's columns run Problem, Grade, Font, Attempts, Result; only the columns later
    turns add (Points, Best, Actions) may follow them."""
    columns_run(ctx, TABLE, ["Problem", "Grade", "Font", "Attempts", "Result"],
                then=["Points", "Best", "Actions"], what="the Climbs table")


def points_after_result(ctx) -> None:
    """A column "Points" stands directly after Result."""
    column_after(ctx, TABLE, "Points", "Result", what="the Climbs table")


def actions_last(ctx) -> None:
    """"Actions" is the table's last column."""
    columns_end(ctx, TABLE, ["Actions"], what="the Climbs table")


def best_after_points(ctx) -> None:
    """A column "Best" stands directly after Points."""
    column_after(ctx, TABLE, "Best", "Points", what="the Climbs table")
