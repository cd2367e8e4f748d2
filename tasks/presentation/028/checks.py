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
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

_LIB = Path(__file__).parents[2] / "_lib"
_FIGURES = runpy.run_path(str(_LIB / "figures.py"))
_MARKS = runpy.run_path(str(_LIB / "marks.py"))
_MARKS_JS = _FIGURES["_MARKS_JS"]
scale_problem = _FIGURES["scale_problem"]
img_names = _MARKS["img_names"]
below = _MARKS["below"]
box = _MARKS["box"]
header_is = _MARKS["header_is"]
HEADERS_JS = _MARKS["HEADERS_JS"]

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
    step = {"target": CHART, "marks": "bars", "data": [{"label": n, "value": v} for n, v in data]}
    try:
        ctx.expect({"expect_chart": {**step, "axis": "x"}})
    except Exception as first:  # noqa: BLE001 - the other orientation may hold
        try:
            ctx.expect({"expect_chart": {**step, "axis": "y"}})
        except Exception as second:  # noqa: BLE001
            raise AssertionError(f"as columns: {first}; as horizontal bars: {second}") from None


def chart_t2(ctx) -> None:
    _chart(ctx, BARS_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, BARS_T4)


def _to_scale(ctx, data) -> None:
    prefixes = {f"{n}:": v for n, v in data}

    def probe():
        found = ctx.locate(CHART).evaluate(_MARKS_JS, [[k] for k in prefixes])
        as_columns = scale_problem(found, prefixes, marks="bars", axis="x", what="bar")
        if as_columns is None:
            return True, ""
        as_rows = scale_problem(found, prefixes, marks="bars", axis="y", what="bar")
        if as_rows is None:
            return True, ""
        return False, f"as columns: {as_columns}; as horizontal bars: {as_rows}"
    ctx.until(probe)


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, BARS_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, BARS_T4)


def _bar_names(ctx) -> list[str]:
    return [n for n in img_names(ctx, CHART) if any(n.lower().startswith(f"{v.lower()}:") for v in VARIETIES)]


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    def probe():
        names = _bar_names(ctx)
        if len(names) != len(data):
            return False, f"{len(names)} bars with role img named like 'Pinot Noir: …', wanted {len(data)}: {names}"
        for variety, t in data:
            want = f"{variety}: {t:.2f} t"
            mine = [x for x in names if x.lower().startswith(f"{variety.lower()}:")]
            if mine != [want]:
                return False, f"the {variety} bar is named {mine}, wanted {want!r}"
        bad = [x for x in names if any(re.search(f, x) for f in forbidden)]
        if bad:
            return False, f"a bar still carries an old figure: {bad}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, BARS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, BARS_T4, forbidden=(r"23\.14", r"118\.47")))


def chardonnay_named(ctx) -> None:
    def probe():
        mine = [n for n in _bar_names(ctx) if n.lower().startswith("chardonnay:")]
        if mine != ["Chardonnay: 36.74 t"]:
            return False, f"the Chardonnay bar is named {mine}, wanted 'Chardonnay: 36.74 t'"
        return True, ""
    ctx.until(probe)


def leader_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Leading variety:", CHART_SECTION)


def destination_lines_under_table(ctx) -> None:
    """"Sparkling: …" then "Still: …", both under the Blocks table."""
    below(ctx, TABLE, "the Blocks table", "Sparkling:", BLOCKS_SECTION)
    below(ctx, {"text": "Sparkling:", "within": BLOCKS_SECTION}, "the Sparkling line", "Still:", BLOCKS_SECTION)


def value_line_under(ctx) -> None:
    below(ctx, {"text": "Still:", "within": BLOCKS_SECTION}, "the Still line", "Harvest value:", BLOCKS_SECTION)


def _headers(ctx) -> list[str]:
    return ctx.locate(TABLE).first.evaluate(HEADERS_JS)


def brix_columns_at_end(ctx) -> None:
    """Brix then Destined for at the right end; only the Value column of turn 5 may follow."""
    def probe():
        h = _headers(ctx)
        at = [i for i, x in enumerate(h) if header_is(x, "Brix")]
        if not at or at[0] + 1 >= len(h) or not header_is(h[at[0] + 1], "Destined for"):
            return False, f"the Blocks table has no Brix column followed by Destined for: {h}"
        rest = h[at[0] + 2:]
        if any(not header_is(x, "Value") for x in rest):
            return False, f"the Blocks table does not end with Brix, Destined for: {h}"
        return True, ""
    ctx.until(probe)


def value_last(ctx) -> None:
    def probe():
        h = _headers(ctx)
        if not h or not header_is(h[-1], "Value"):
            return False, f"'Value' is not the last column of the Blocks table: {h}"
        return True, ""
    ctx.until(probe)


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
    targets = [
        ("the page heading", {"heading": HEADING}),
        ("the Grapes by variety section", CHART_SECTION),
        ("the Blocks section", BLOCKS_SECTION),
    ]

    def probe():
        try:
            tops = [(what, box(ctx, t, what)["y"]) for what, t in targets]
        except AssertionError as exc:
            return False, str(exc)
        for (a, ya), (b, yb) in zip(tops, tops[1:]):
            if not ya < yb:
                return False, f"{a} (top at y={ya:.0f}) is not above {b} (top at y={yb:.0f})"
        return True, ""
    ctx.until(probe)
