"""Checks no verb can say for presentation/028 (vineyard harvest yield report by block).

- The chart may be drawn either way: the request lets each variety's name sit "under or beside
  its bar", so columns and horizontal bars are both right; the chart and scale checks pass when
  one orientation holds.
- Bar names: role img elements (aria-label or SVG <title>, read from the aria snapshot) named
  "<variety>: …" — exactly one per variety, each exactly "Pinot Noir: 24.69 t".
- Bars to scale: each named bar's length follows one linear scale of its tonnes
  (tasks/_lib/figures.py), so a bar drawn from a stale figure is caught.
- Lines under the chart or the table (Sparkling above Still), the Brix and Destined for columns
  at the right end (only Value may follow them, from turn 5), Value last, the Whole vineyard
  row's empty cells, and the section order of turn 5: read from drawn boxes, the header row and
  the cells' text.
- The mark-name, column-order and drawn-order probes are the shared ones in tasks/_lib/marks.py.
"""

from __future__ import annotations

import runpy
from pathlib import Path

_LIB = Path(__file__).parents[2] / "_lib"
_FIGURES = runpy.run_path(str(_LIB / "figures.py"))
_MARKS = runpy.run_path(str(_LIB / "marks.py"))
below = _MARKS["below"]
columns_end = _MARKS["columns_end"]
columns_run = _MARKS["columns_run"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
chart_either_way = _FIGURES["chart_either_way"]
one_named = _MARKS["one_named"]

HEADING = "Hollins Cross Vineyard harvest 2026"
CHART_SECTION = {"section": "Grapes by variety"}
CHART = {"chart": True, "within": CHART_SECTION}
BLOCKS_SECTION = {"section": "Blocks"}
TABLE = {"role": "table", "within": BLOCKS_SECTION}
VARIETIES = ["Chardonnay", "Bacchus", "Pinot Noir", "Pinot Meunier"]
# Bars in order of tonnes, most first.
BARS_T2 = [("Chardonnay", 37.94), ("Bacchus", 37.84), ("Pinot Noir", 24.69), ("Pinot Meunier", 18.00)]
BARS_T4 = [("Bacchus", 37.84), ("Chardonnay", 36.74), ("Pinot Noir", 24.69), ("Pinot Meunier", 18.00)]


def _chart(ctx, data) -> None:
    chart_either_way(ctx, CHART, data)


def chart_t2(ctx) -> None:
    _chart(ctx, BARS_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, BARS_T4)


def _to_scale(ctx, data) -> None:
    """One shared linear scale, as columns or as horizontal bars."""
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either")


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, BARS_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, BARS_T4)


def _bar_names(ctx) -> list[str]:
    return names_starting(ctx, CHART, VARIETIES, fold_case=True)


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _bar_names(ctx),
                       [(variety, f"{variety}: {t:.2f} t") for variety, t in data],
                       forbidden=forbidden, regex=True, fold_case=True)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, BARS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, BARS_T4, forbidden=(r"23\.14", r"118\.47")))


def chardonnay_named(ctx) -> None:
    one_named(ctx, lambda: _bar_names(ctx), "Chardonnay", "Chardonnay: 36.74 t", fold_case=True)


def leader_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Leading variety:", CHART_SECTION)


def destination_lines_under_table(ctx) -> None:
    """"Sparkling: …" then "Still: …", both under the Blocks table."""
    below(ctx, TABLE, "the Blocks table", "Sparkling:", BLOCKS_SECTION)
    below(ctx, {"text": "Sparkling:", "within": BLOCKS_SECTION}, "the Sparkling line", "Still:", BLOCKS_SECTION)


def value_line_under(ctx) -> None:
    below(ctx, {"text": "Still:", "within": BLOCKS_SECTION}, "the Still line", "Harvest value:", BLOCKS_SECTION)


def brix_columns_at_end(ctx) -> None:
    """Brix then Destined for at the right end; only the Value column of turn 5 may follow."""
    columns_run(ctx, TABLE, ["Brix", "Destined for"], then=["Value"], what="the Blocks table")


def value_last(ctx) -> None:
    columns_end(ctx, TABLE, ["Value"], "the Blocks table")


def _empty_cells(ctx, columns: tuple[str, ...]) -> None:
    def probe():
        for column in columns:
            try:
                text = ctx.text({"column": column, "row": "Whole vineyard", "within": BLOCKS_SECTION})
            except Exception as exc:  # noqa: BLE001 - the cell is missing
                return False, f"no {column} cell in the Whole vineyard row: {exc}"
            if text.strip():
                return False, f"the Whole vineyard row's {column} cell reads {text!r}, wanted it empty"
        return True, ""
    ctx.until(probe)


def variety_cell_empty(ctx) -> None:
    _empty_cells(ctx, ("Variety",))


def brix_cells_empty(ctx) -> None:
    _empty_cells(ctx, ("Brix", "Destined for"))


def chart_first(ctx) -> None:
    """Page heading, then the "Grapes by variety" section, then the Blocks section."""
    tops_in_order(ctx, [
        ("the page heading", {"heading": HEADING}),
        ("the Grapes by variety section", CHART_SECTION),
        ("the Blocks section", BLOCKS_SECTION),
    ])
