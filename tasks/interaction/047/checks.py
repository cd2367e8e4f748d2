"""Checks no verb can say for interaction/047 (barbell session planner): where the Exercises table's
columns stand among its headers, which sections are drawn below which, and that "Set done" on a
finished exercise and "Undo set" at 0 change nothing whether the app disables them, hides them or
ignores the press."""

from __future__ import annotations

import runpy
from pathlib import Path

_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
header_is = _MARKS["header_is"]
headers = _MARKS["headers"]
column_after = _MARKS["column_after"]
tops_in_order = _MARKS["tops_in_order"]

EX = {"section": "Exercises"}
EX_TABLE = {"role": "table", "within": EX}


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


def exercises_columns(ctx) -> None:
    """The Exercises table's columns are Exercise, Weight, Sets, Reps and Volume, in that order."""
    _in_order(ctx, EX_TABLE, ["Exercise", "Weight", "Sets", "Reps", "Volume"], "the Exercises table")


def done_after_volume(ctx) -> None:
    """The Exercises table keeps its columns in order and has a column "Done" right after Volume."""
    _in_order(ctx, EX_TABLE, ["Exercise", "Weight", "Sets", "Reps", "Volume", "Done"], "the Exercises table")
    column_after(ctx, EX_TABLE, "Done", "Volume", what="the Exercises table")


def _headings(*names: str) -> list[tuple[str, dict]]:
    return [(f'the "{n}" heading', {"heading": n}) for n in names]


def plates_below_exercises(ctx) -> None:
    """The Plate calculator section is drawn below the Exercises section."""
    tops_in_order(ctx, _headings("Exercises", "Plate calculator"))


def warmup_below_plates(ctx) -> None:
    """The Warm-up section is drawn below the Plate calculator."""
    tops_in_order(ctx, _headings("Plate calculator", "Warm-up"))


def next_below_warmup(ctx) -> None:
    """The Next session section is drawn below the Warm-up section."""
    tops_in_order(ctx, _headings("Warm-up", "Next session"))


def history_below_next(ctx) -> None:
    """The History section is drawn below the Next session section."""
    tops_in_order(ctx, _headings("Next session", "History"))


def _press_if_offered(ctx, target: dict) -> None:
    try:
        loc = ctx.locate(target)
        if not loc.count():
            return
    except Exception:  # no such control on the row: nothing to press
        return
    el = loc.first
    if el.is_visible() and el.is_enabled() and (el.get_attribute("aria-disabled") or "").lower() != "true":
        ctx.expect({"click": target})


def _done(ctx, row: str, text: str) -> None:
    ctx.expect({"expect_text": {"regex": rf"(^|\D){text}(\D|$)",
                                "within": {"column": "Done", "row": row, "within": EX}}})


def set_done_when_full(ctx) -> None:
    """With Bench press at "3 of 3", "Set done" (pressed when offered and enabled) leaves it at "3 of 3",
    and the Sets done line does not move past 3 for it."""
    _press_if_offered(ctx, {"control": "Set done", "within": {"item": "Bench press", "within": EX}})
    _done(ctx, "Bench press", "3 of 3")
    _done(ctx, "Back squat", "0 of 5")
    ctx.expect({"expect_text": {"text": "Sets done: 3 of 8"}})


def undo_when_empty(ctx) -> None:
    """With Bench press at "0 of 3", "Undo set" (pressed when offered and enabled) leaves it at "0 of 3"."""
    _press_if_offered(ctx, {"control": "Undo set", "within": {"item": "Bench press", "within": EX}})
    _done(ctx, "Bench press", "0 of 3")
    ctx.expect({"expect_text": {"text": "Sets done: 1 of 8"}})
