"""Checks no verb can say for presentation/041 (Lantern Picturehouse admissions by screen).

- Each screen's name may sit "under or beside its bar": columns and horizontal bars are both
  right, so the chart checks accept either orientation (tasks/_lib/figures.py).
- Bars to scale, from 0: every named bar's length is one linear function of its admissions
  that passes through 0, so a bar drawn from a stale figure or clipped at an axis end fails.
- Bar names are read from the chart's aria snapshot (aria-label and SVG <title> alike):
  exactly one role img per screen, each exactly "Snug: 1,916 admissions".
- Lines under the table or the chart, the columns' places, the At a glance section's place and
  its three cards sitting side by side are read from drawn boxes and the header row
  (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
below = _MARKS["below"]
box = _MARKS["box"]
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
columns_end = _MARKS["columns_end"]
column_after = _MARKS["column_after"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]

HEADING = {"heading": "Lantern Picturehouse admissions by screen, November 2026"}
SCREENS = {"section": "Screens"}
TABLE = {"role": "table", "within": SCREENS}
CHART_SECTION = {"section": "Admissions by screen"}
CHART = {"chart": True, "within": CHART_SECTION}
GLANCE = {"section": "At a glance"}
NAMES = ["Grand", "Circle", "Orchard", "Studio", "Snug"]
# Most admissions first.
ADM_T2 = [("Grand", 12000), ("Circle", 10146), ("Orchard", 6389), ("Studio", 3837), ("Snug", 1916)]
ADM_T4 = [("Grand", 12000), ("Circle", 10146), ("Orchard", 6981), ("Studio", 3837), ("Snug", 1916)]
OLD = ("6,389", "6389", "34,288", "34288")


def chart_t2(ctx) -> None:
    chart_either_way(ctx, CHART, ADM_T2)


def chart_t4(ctx) -> None:
    chart_either_way(ctx, CHART, ADM_T4)


def _scale(ctx, data) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either", from_zero=True)


def to_scale_t2(ctx) -> None:
    _scale(ctx, ADM_T2)


def to_scale_t4(ctx) -> None:
    _scale(ctx, ADM_T4)


def _names(ctx) -> list[str]:
    return names_starting(ctx, CHART, NAMES)


def _names_probe(ctx, data):
    return names_probe(lambda: _names(ctx),
                       [(screen, f"{screen}: {n:,} admissions") for screen, n in data])


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, ADM_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, ADM_T4))


def no_old_names(ctx) -> None:
    def probe():
        stale = [n for n in img_names(ctx, CHART) if any(o in n for o in OLD)]
        if stale:
            return False, f"a bar still carries an old figure: {stale}"
        return True, ""
    ctx.until(probe)


def strong_line_under_table(ctx) -> None:
    below(ctx, TABLE, "the Screens table", "Screens at 40% occupancy or more:", SCREENS)


def chart_lines_under(ctx) -> None:
    below(ctx, CHART, "the chart", "Admissions per day:", CHART_SECTION)
    below(ctx, CHART, "the chart", "Admissions per screening:", CHART_SECTION)


def up_line_after_strong(ctx) -> None:
    first, second = "Screens at 40% occupancy or more:", "Screens with more admissions than October:"
    below(ctx, TABLE, "the Screens table", second, SCREENS)

    def probe():
        try:
            a = box(ctx, {"text": first, "within": SCREENS}, f"the line '{first}'")
            b = box(ctx, {"text": second, "within": SCREENS}, f"the line '{second}'")
        except AssertionError as exc:
            return False, str(exc)
        if not b["y"] >= a["y"] + a["height"] - 2:
            return False, f"'{second}…' is not under '{first}…'"
        return True, ""
    ctx.until(probe)


def money_columns_last(ctx) -> None:
    columns_end(ctx, TABLE, ["Takings", "Average ticket"])


def change_after_admissions(ctx) -> None:
    column_after(ctx, TABLE, "Change since October", "Admissions")


def glance_first(ctx) -> None:
    """Page heading, then At a glance, then Screens; no other section between heading and At a glance."""
    targets = [("the page heading", HEADING), ("the At a glance section", GLANCE), ("the Screens section", SCREENS),
               ("the Admissions by screen section", CHART_SECTION)]

    def probe():
        try:
            tops = [(what, box(ctx, t, what)["y"]) for what, t in targets]
        except AssertionError as exc:
            return False, str(exc)
        for (a, ya), (b, yb) in zip(tops[:2], tops[1:3]):
            if not ya < yb:
                return False, f"{a} (top at y={ya:.0f}) is not above {b} (top at y={yb:.0f})"
        if tops[3][1] < tops[1][1]:
            return False, "the Admissions by screen section sits between the page heading and At a glance"
        return True, ""
    ctx.until(probe)


def cards_side_by_side(ctx) -> None:
    """The three cards share one row: each card's vertical extent overlaps the others'."""
    labels = ["Admissions", "Takings", "Average ticket"]

    def probe():
        try:
            boxes = [box(ctx, {"item": label, "within": GLANCE}, f"the {label} card") for label in labels]
        except AssertionError as exc:
            return False, str(exc)
        for label, b in zip(labels[1:], boxes[1:]):
            a = boxes[0]
            if b["y"] >= a["y"] + a["height"] or a["y"] >= b["y"] + b["height"]:
                return False, f"the {label} card is not beside the Admissions card (stacked, not side by side)"
        xs = sorted(b["x"] for b in boxes)
        if any(abs(p - q) < 5 for p, q in zip(xs, xs[1:])):
            return False, "two cards start at the same x: they are not side by side"
        return True, ""
    ctx.until(probe)
