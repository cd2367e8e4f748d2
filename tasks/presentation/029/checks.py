"""Checks no verb can say for presentation/029 (city museum summer exhibitions report).

- The chart may be drawn either way: the request lets each exhibition's name sit "under or beside
  its bar", so columns and horizontal bars are both right; the chart checks try both.
- Bar names: every bar has role="img" and an accessible name (aria-label or SVG <title>) in the
  form "Moths After Dark: 7,185 visitors", read from the chart's aria snapshot; exactly one per
  exhibition.
- Bars to scale: each named bar's length follows one linear scale of its visitors
  (tasks/_lib/figures.py), so a bar drawn from a stale figure is caught.
- Lines under the chart or the table, columns at the right end, and the "Season at a glance"
  section under the page heading: positions read from the drawn boxes and the header row.
- The mark-name, column-order and drawn-order probes are the shared ones in tasks/_lib/marks.py.
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
box = _MARKS["box"]
columns_end = _MARKS["columns_end"]
columns_run = _MARKS["columns_run"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
chart_either_way = _FIGURES["chart_either_way"]
one_named = _MARKS["one_named"]
below = _MARKS["below"]

CHART_SECTION = {"section": "Visitors by exhibition"}
CHART = {"chart": True, "within": CHART_SECTION}
TABLE_SECTION = {"section": "Exhibition visitors"}
TABLE = {"role": "table", "within": TABLE_SECTION}
NAMES = ["Foundry Years", "Glass and Light", "Lost Trams", "Market Hall Faces", "Mill Town Textiles", "Moths After Dark"]
# In order of visitors, most first.
VISITORS_T2 = [("Lost Trams", 24315), ("Foundry Years", 18420), ("Mill Town Textiles", 15000),
               ("Glass and Light", 12760), ("Market Hall Faces", 9840), ("Moths After Dark", 7185)]
VISITORS_T4 = [("Foundry Years", 18420), ("Mill Town Textiles", 15000), ("Lost Trams", 14315),
               ("Glass and Light", 12760), ("Market Hall Faces", 9840), ("Moths After Dark", 7185)]


def _chart(ctx, data) -> None:
    chart_either_way(ctx, CHART, data)


def chart_t2(ctx) -> None:
    _chart(ctx, VISITORS_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, VISITORS_T4)


def _to_scale(ctx, data) -> None:
    """One shared linear scale, as columns or as horizontal bars."""
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either")


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, VISITORS_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, VISITORS_T4)


def _bar_names(ctx) -> list[str]:
    return names_starting(ctx, CHART, NAMES)


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _bar_names(ctx),
                       [(name, f"{name}: {n:,} visitors") for name, n in data],
                       forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, VISITORS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, VISITORS_T4, forbidden=("24,315", "24315")))


def lost_trams_named(ctx) -> None:
    one_named(ctx, lambda: _bar_names(ctx), "Lost Trams", "Lost Trams: 14,315 visitors")


def busy_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Exhibitions with 15,000 or more visitors:")


VERDICTS = ["Excellent", "Good", "Needs attention"]


def verdict_lines_under_table(ctx) -> None:
    """The three verdict lines sit under the table, Excellent, Good and Needs attention in that order."""
    lines = [f"{v}: " for v in VERDICTS]
    for rx in lines:
        below(ctx, TABLE, "the table", rx)
    tops: list[float] = []

    def probe():
        tops.clear()
        try:
            for v, rx in zip(VERDICTS, lines):
                tops.append(box(ctx, {"text": rx}, f"the {v} line")["y"])
        except AssertionError as exc:
            return False, str(exc)
        if not tops[0] < tops[1] < tops[2]:
            return False, f"the verdict lines are not in the order Excellent, Good, Needs attention (tops at {tops})"
        return True, ""
    ctx.until(probe)


def rating_columns_at_end(ctx) -> None:
    """Average rating then Verdict, right after Response rate (turn 3); only the two cost columns
    that turn 5 adds at the right end may follow them."""
    columns_run(ctx, TABLE, ["Response rate", "Average rating", "Verdict"],
                then=["Running cost", "Cost per visitor"])


def cost_columns_last(ctx) -> None:
    columns_end(ctx, TABLE, ["Running cost", "Cost per visitor"])


def glance_first(ctx) -> None:
    """Page heading, then the "Season at a glance" section, then the Exhibition visitors table."""
    tops_in_order(ctx, [
        ("the page heading", {"heading": "Calderbrook City Museum: summer exhibitions 2026"}),
        ("the Season at a glance section", {"section": "Season at a glance"}),
        ("the Exhibition visitors table", TABLE),
    ])
