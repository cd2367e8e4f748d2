"""Checks the vocabulary cannot say for presentation/033 (harbour landings by species).

- The chart may stand either way: the species name sits "under or beside its bar", so vertical
  columns and horizontal bars both pass; each chart check tries both orientations.
- Bar names: every bar has role="img" and a name like "Pollack: £52,489.80" (aria-label or SVG
  <title>, read from the chart's aria snapshot); exactly one named bar per species.
- Bars to scale: the named bars share one linear scale of their value (tasks/_lib/figures.py).
- Lines drawn under the chart or the table, the two quota columns at the table's right end and the
  "Quarter at a glance" section under the page heading are judged from drawn boxes and the header
  row (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_LIB = Path(__file__).parents[2] / "_lib"
_FIGURES = runpy.run_path(str(_LIB / "figures.py"))
_MARKS = runpy.run_path(str(_LIB / "marks.py"))
img_names = _MARKS["img_names"]
below = _MARKS["below"]
box = _MARKS["box"]
header_is = _MARKS["header_is"]
HEADERS_JS = _MARKS["HEADERS_JS"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
chart_either_way = _FIGURES["chart_either_way"]
one_named = _MARKS["one_named"]

CHART_SECTION = {"section": "Value by species"}
CHART = {"chart": True, "within": CHART_SECTION}
TABLE_SECTION = {"section": "Landings by species"}
TABLE = {"role": "table", "within": TABLE_SECTION}
SPECIES = ["Brown crab", "Pollack", "Mackerel", "Scallops", "Lobster", "Monkfish"]
# (species, value in pence), highest value first.
VALUE_T2 = [("Mackerel", 6875136), ("Lobster", 5581565), ("Pollack", 5248980),
            ("Brown crab", 4716060), ("Monkfish", 4052913), ("Scallops", 3860137)]
VALUE_T4 = [("Mackerel", 6875136), ("Lobster", 5581565), ("Brown crab", 4716060),
            ("Monkfish", 4052913), ("Scallops", 3860137), ("Pollack", 2344980)]


def _money(pence: int) -> str:
    return f"£{pence // 100:,}.{pence % 100:02d}"


def _chart(ctx, data) -> None:
    chart_either_way(ctx, CHART, data)


def chart_t2(ctx) -> None:
    _chart(ctx, VALUE_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, VALUE_T4)


def _to_scale(ctx, data) -> None:
    """One shared linear scale, as columns or as horizontal bars."""
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either")


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, VALUE_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, VALUE_T4)


def _names_probe(ctx, data, forbidden=()):
    return names_probe(lambda: names_starting(ctx, CHART, SPECIES),
                       [(species, f"{species}: {_money(pence)}") for species, pence in data],
                       forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, VALUE_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, VALUE_T4, forbidden=("52,489.80", "52489.8")))


def pollack_bar_named(ctx) -> None:
    one_named(ctx, lambda: img_names(ctx, CHART), "Pollack", "Pollack: £23,449.80")


def top_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Top species:", CHART_SECTION)


def status_lines_under_table(ctx) -> None:
    """The Open, Watch and Closed lines sit under the table, in that order."""
    for status in ("Open", "Watch", "Closed"):
        below(ctx, TABLE, "the table", f"{status}:", TABLE_SECTION)

    def probe():
        try:
            tops = [box(ctx, {"text": f"{s}:", "within": TABLE_SECTION}, f"the {s} line")["y"]
                    for s in ("Open", "Watch", "Closed")]
        except AssertionError as exc:
            return False, str(exc)
        if not tops[0] < tops[1] < tops[2]:
            return False, f"the status lines are not in the order Open, Watch, Closed (tops at {tops})"
        return True, ""
    ctx.until(probe)


def quota_columns_at_end(ctx) -> None:
    """Quota used then Status are the table's last two columns."""
    def probe():
        h = ctx.locate(TABLE).first.evaluate(HEADERS_JS)
        if len(h) < 6 or not (header_is(h[-2], "Quota used") and header_is(h[-1], "Status")):
            return False, f"the table's columns do not end with Quota used, Status: {h}"
        return True, ""
    ctx.until(probe)


def glance_first(ctx) -> None:
    """The page heading, then "Quarter at a glance", then the Landings by species table."""
    tops_in_order(ctx, [
        ("the page heading", {"heading": "Carrick Sound landings, Q3 2026"}),
        ("the Quarter at a glance section", {"section": "Quarter at a glance"}),
        ("the Landings by species table", TABLE),
    ])
