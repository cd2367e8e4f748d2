"""Checks no verb can say for presentation/032 (ski resort season lift-pass sales).

- The request lets each pass type's name sit "under or beside its bar": columns and horizontal
  bars are both right, so the chart checks accept either orientation.
- Bar names come from the chart's aria snapshot (aria-label and SVG <title> alike): exactly one
  role img per pass type, each exactly "Season pass: 1,148 passes".
- Bars to scale: every named bar's length is one linear function of its passes sold
  (tasks/_lib/figures.py), so a bar drawn from a stale figure or clipped at an axis end fails;
  and, as the request measures every bar from 0, each length is in proportion to its value.
- Lines under the chart or the table, the Budget / Versus budget / Share of revenue columns and
  the "Season at a glance" section under the page heading are read from drawn boxes and the
  header row (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
below = _MARKS["below"]
box = _MARKS["box"]
header_is = _MARKS["header_is"]
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
columns_end = _MARKS["columns_end"]
lines_in_order = _MARKS["lines_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
headers = _MARKS["headers"]
one_named = _MARKS["one_named"]

HEADING = {"heading": "Montcalvet lift-pass sales, 2025-26 season"}
CHART_SECTION = {"section": "Passes sold by type"}
CHART = {"chart": True, "within": CHART_SECTION}
SALES_SECTION = {"section": "Pass sales"}
TABLE = {"role": "table", "within": SALES_SECTION}
PASSES = ["Adult day pass", "Child day pass", "Half-day pass", "3-day pass", "6-day pass", "Season pass"]
# Most passes sold first.
SOLD_T2 = [("Adult day pass", 18420), ("Child day pass", 7315), ("Half-day pass", 6840),
           ("3-day pass", 2965), ("6-day pass", 1872), ("Season pass", 1148)]
SOLD_T4 = [("Adult day pass", 18420), ("Child day pass", 8135), ("Half-day pass", 6840),
           ("3-day pass", 2965), ("6-day pass", 1872), ("Season pass", 1148)]


def _either_way(ctx, data) -> None:
    chart_either_way(ctx, CHART, data)


def chart_t2(ctx) -> None:
    _either_way(ctx, SOLD_T2)


def chart_t4(ctx) -> None:
    _either_way(ctx, SOLD_T4)


def _scale(ctx, data) -> None:
    """One shared linear scale that starts at 0, as columns or as horizontal bars."""
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either", from_zero=True)


def to_scale_t2(ctx) -> None:
    _scale(ctx, SOLD_T2)


def to_scale_t4(ctx) -> None:
    _scale(ctx, SOLD_T4)


def _names(ctx) -> list[str]:
    return names_starting(ctx, CHART, PASSES)


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _names(ctx),
                       [(kind, f"{kind}: {n:,} passes") for kind, n in data],
                       forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, SOLD_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, SOLD_T4, forbidden=("7,315", "7315")))


def child_named(ctx) -> None:
    one_named(ctx, lambda: _names(ctx), "Child day pass", "Child day pass: 8,135 passes")


def no_old_names(ctx) -> None:
    def probe():
        stale = [n for n in img_names(ctx, CHART) if any(f in n for f in ("7,315", "7315", "265.00", "3,161,957"))]
        if stale:
            return False, f"a bar still carries an old figure: {stale}"
        return True, ""
    ctx.until(probe)


def best_seller_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Best seller:", CHART_SECTION)


def average_under_table(ctx) -> None:
    below(ctx, TABLE, "the table", "Average price paid:", SALES_SECTION)


def budget_line_under_average(ctx) -> None:
    below(ctx, TABLE, "the table", "Pass types at or above budget:", SALES_SECTION)
    lines_in_order(ctx, ["Average price paid:", "Pass types at or above budget:"], SALES_SECTION)


def budget_columns_at_end(ctx) -> None:
    """Revenue, Budget, Versus budget, and after them at most the Share of revenue column that
    turn 5 adds at the right end."""
    def probe():
        h = headers(ctx, TABLE)
        at = [i for i, x in enumerate(h) if header_is(x, "Budget")]
        if not at or at[0] < 1 or len(h) < at[0] + 2:
            return False, f"the table's columns do not run Budget, Versus budget at the right end: {h}"
        i = at[0]
        rest = h[i + 2:]
        if not header_is(h[i + 1], "Versus budget") or any(not header_is(x, "Share of revenue") for x in rest):
            return False, f"the table's columns do not end with Budget, Versus budget: {h}"
        return True, ""
    ctx.until(probe)


def share_last(ctx) -> None:
    columns_end(ctx, TABLE, ["Share of revenue"])


def glance_first(ctx) -> None:
    """Page heading, then Season at a glance, then the two other sections."""
    glance = ("the Season at a glance section", {"section": "Season at a glance"})
    others = [("the Pass sales section", SALES_SECTION), ("the Passes sold by type section", CHART_SECTION)]

    def probe():
        try:
            y_head = box(ctx, HEADING, "the page heading")["y"]
            y_glance = box(ctx, glance[1], glance[0])["y"]
            tops = [(what, box(ctx, t, what)["y"]) for what, t in others]
        except AssertionError as exc:
            return False, str(exc)
        if not y_head < y_glance:
            return False, "the Season at a glance section is not under the page heading"
        for what, y in tops:
            if not y_glance < y:
                return False, f"{what} (top at y={y:.0f}) is above the Season at a glance section (y={y_glance:.0f})"
        return True, ""
    ctx.until(probe)
