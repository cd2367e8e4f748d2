"""Rows, cells and texts on the page, read from a Python check: small helpers task checks share.

Load it like ``toollog.py``, from a task's ``checks.py`` with ``runpy.run_path`` (``Path(__file__)
.parents[2] / "_lib" / "tables.py"``); a task whose checks name this file has it in its ledger
digest, so editing it stales exactly those tasks.

Every helper goes through the check vocabulary (``ctx.expect``, ``ctx.text``, ``ctx.until``), so
targets are found as the declarative steps find them and each expectation waits for a settled page
the way a declarative step does. ``within`` is a target (``{"section": "Queue"}``, ``{"region": …}``);
``row`` is the text that names the row (an id, a name); ``column`` is the header that names the
column. Cells are cells of an HTML table or an ARIA grid (the vocabulary's ``column``/``row``); a
``row(...)`` target (the vocabulary's ``item``) also finds a list item or a card.

- ``exact(value)``: a regular expression for a text that is exactly ``value`` (whitespace around it
  allowed).
- ``row(within, key)``: the target of the row ``key`` names within ``within``.
- ``cell_target(within, row, column)``: the target of one cell.
- ``cell(ctx, within, row, column, value)``: waits until the cell reads exactly ``value``.
- ``cell_starts(ctx, within, row, column, value)``: waits until the cell starts with ``value``.
- ``cell_matches(ctx, within, row, column, regex)``: waits until the cell's text matches ``regex``.
- ``cell_text(ctx, within, row, column)``: the cell's text now, whitespace collapsed.
- ``cell_blank(ctx, within, row, column)``: waits until the cell is drawn and shows nothing.
- ``row_shown(ctx, within, key, column)`` / ``row_gone(ctx, within, key, column)``: waits until the
  row ``key`` names is drawn (its ``column`` cell is visible) / is no longer drawn.
- ``see(ctx, text, within=None)`` / ``absent(ctx, text, within=None)``: waits until ``text`` is
  shown / not shown (within ``within``, or anywhere on the page).
"""
from __future__ import annotations

import re
from typing import Any


def exact(value: str) -> str:
    return rf"^\s*{re.escape(value)}\s*$"


def row(within: dict, key: str) -> dict:
    return {"item": key, "within": within}


def cell_target(within: dict, row: str, column: str) -> dict:
    return {"column": column, "row": row, "within": within}


def cell_matches(ctx: Any, within: dict, row: str, column: str, regex: str) -> None:
    ctx.expect({"expect_text": {"regex": regex, "within": cell_target(within, row, column)}})


def cell(ctx: Any, within: dict, row: str, column: str, value: str) -> None:
    cell_matches(ctx, within, row, column, exact(value))


def cell_starts(ctx: Any, within: dict, row: str, column: str, value: str) -> None:
    cell_matches(ctx, within, row, column, rf"^\s*{re.escape(value)}")


def cell_text(ctx: Any, within: dict, row: str, column: str) -> str:
    return " ".join(ctx.text(cell_target(within, row, column)).split())


def cell_blank(ctx: Any, within: dict, row: str, column: str) -> None:
    target = cell_target(within, row, column)
    ctx.expect({"expect_visible": target})

    def probe() -> tuple[bool, str]:
        shown = cell_text(ctx, within, row, column)
        return not shown, f"the {column} cell of {row} reads {shown!r}; it should be empty"

    ctx.until(probe)


def row_shown(ctx: Any, within: dict, key: str, column: str) -> None:
    ctx.expect({"expect_visible": cell_target(within, key, column)})


def row_gone(ctx: Any, within: dict, key: str, column: str) -> None:
    ctx.expect({"expect_visible": {**cell_target(within, key, column), "visible": False}})


def _text_step(text: str, within: dict | None, absent: bool) -> dict:
    step: dict = {"text": text}
    if within is not None:
        step["within"] = within
    if absent:
        step["absent"] = True
    return {"expect_text": step}


def see(ctx: Any, text: str, within: dict | None = None) -> None:
    ctx.expect(_text_step(text, within, False))


def absent(ctx: Any, text: str, within: dict | None = None) -> None:
    ctx.expect(_text_step(text, within, True))
