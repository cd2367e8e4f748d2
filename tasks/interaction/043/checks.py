"""Checks no verb can say for interaction/043 (setlist builder): where the Songs table's columns stand
among its headers, which sections are drawn below which, and that "Up" on the first song and "Down" on
the last change nothing whether the app disables them, hides them or ignores the press."""

from __future__ import annotations

import runpy
from pathlib import Path

_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
header_is = _MARKS["header_is"]
headers = _MARKS["headers"]
column_after = _MARKS["column_after"]
tops_in_order = _MARKS["tops_in_order"]

SONGS = {"section": "Songs"}
SONGS_TABLE = {"role": "table", "within": SONGS}
BUILD = {"section": "Build sets"}
SET1 = {"section": "Set 1"}


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


def songs_columns(ctx) -> None:
    """The Songs table's columns are Title, Length and Key, in that order."""
    _in_order(ctx, SONGS_TABLE, ["Title", "Length", "Key"], "the Songs table")


def placed_after_key(ctx) -> None:
    """The Songs table keeps Title, Length, Key in order and has a column "Placed" right after Key."""
    _in_order(ctx, SONGS_TABLE, ["Title", "Length", "Key", "Placed"], "the Songs table")
    column_after(ctx, SONGS_TABLE, "Placed", "Key", what="the Songs table")


def _headings(*names: str) -> list[tuple[str, dict]]:
    return [(f'the "{n}" heading', {"heading": n}) for n in names]


def build_below_songs(ctx) -> None:
    """The Build sets section is drawn below the Songs section."""
    tops_in_order(ctx, _headings("Songs", "Build sets"))


def sets_in_order(ctx) -> None:
    """Set 1 is drawn below Build sets, and Set 2 below Set 1."""
    tops_in_order(ctx, _headings("Build sets", "Set 1", "Set 2"))


def encore_below_set2(ctx) -> None:
    """The Encore section is drawn below Set 2."""
    tops_in_order(ctx, _headings("Set 2", "Encore"))


def night_below_encore(ctx) -> None:
    """The Night section is drawn below the Encore."""
    tops_in_order(ctx, _headings("Encore", "Night"))


_SONGS = [("Low Tide", "4:05", "Am"), ("Paper Boats", "3:50", "Am"), ("Harbour Lights", "5:20", "G")]


def _press_if_offered(ctx, target: dict) -> None:
    try:
        loc = ctx.locate(target)
        if not loc.count():
            return
    except Exception:  # no such control on the line: nothing to press
        return
    el = loc.first
    if el.is_visible() and el.is_enabled() and (el.get_attribute("aria-disabled") or "").lower() != "true":
        ctx.expect({"click": target})


def ends_change_nothing(ctx) -> None:
    """With Low Tide, Paper Boats and Harbour Lights in Set 1, "Up" on Low Tide and "Down" on Harbour
    Lights (pressed when offered and enabled) leave the order and the numbers as they were."""
    for title, length, key in _SONGS:
        ctx.expect({"fill": {"field": "Title", "value": title}}, {"fill": {"field": "Length", "value": length}},
                   {"select": {"field": "Key", "option": key}}, {"click": {"control": "Add song"}})
    for title, _, _ in _SONGS:
        ctx.expect({"select": {"field": "Song", "within": BUILD, "option": title}},
                   {"select": {"field": "Set", "within": BUILD, "option": "Set 1"}},
                   {"click": {"control": "Add to set", "within": BUILD}})
    want = [f"{i}. {t} ({m}, {k})" for i, (t, m, k) in enumerate(_SONGS, 1)]
    ctx.expect(*({"expect_text": {"text": w, "within": SET1}} for w in want))
    first = {"item": "Low Tide (4:05, Am)", "within": SET1}
    last = {"item": "Harbour Lights (5:20, G)", "within": SET1}
    _press_if_offered(ctx, {"control": "Up", "within": first})
    ctx.expect(*({"expect_text": {"text": w, "within": SET1}} for w in want))
    _press_if_offered(ctx, {"control": "Down", "within": last})
    ctx.expect(*({"expect_text": {"text": w, "within": SET1}} for w in want))
    ctx.expect({"expect_text": {"text": "Running time: 13:15", "within": SET1}})
