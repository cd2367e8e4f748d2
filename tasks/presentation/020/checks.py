"""Checks no verb can say for presentation/020 (dairy co-operative milk-collection report).

- The chart may be drawn either way: the request lets each farm's name sit "under or beside its
  bar", so columns and horizontal bars are both right. `chart_matches` and the scale checks try
  both orientations and pass when one holds.
- Bar names: the request asks for role="img" on every bar and an accessible name (an aria-label
  or an SVG <title>) in the form "Meadcroft: 61,920 litres". Names are read from the chart's aria
  snapshot (which honours both); only role img elements named after a farm count: exactly one
  per farm, each exactly in that form.
- Bars to scale: each named bar's length must follow one linear scale of its litres
  (tasks/_lib/figures.py), so a bar drawn from a stale figure is caught.
- Lines under the chart or table, columns at the right end, and the "Month at a glance" section
  under the page heading: positions read from the drawn boxes and the header row.
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
HEADERS_JS = _MARKS["HEADERS_JS"]
_MARKS_JS = _FIGURES["_MARKS_JS"]
scale_problem = _FIGURES["scale_problem"]

CHART_SECTION = {"section": "Litres by farm"}
CHART = {"chart": True, "within": CHART_SECTION}
FARM_SECTION = {"section": "Farm collections"}
TABLE = {"role": "table", "within": FARM_SECTION}
FARMS = ["Holloway Farm", "Brindle Leys", "Coldharbour", "Meadcroft", "Penfold Green", "Ashby Grange"]
# In order of litres, most first.
LITRES_T1 = [("Holloway Farm", 184260), ("Coldharbour", 142870), ("Penfold Green", 120340),
             ("Brindle Leys", 97430), ("Ashby Grange", 78610), ("Meadcroft", 61920)]
LITRES_T4 = [("Holloway Farm", 184260), ("Penfold Green", 120340), ("Coldharbour", 112870),
             ("Brindle Leys", 97430), ("Ashby Grange", 78610), ("Meadcroft", 61920)]


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
    _chart(ctx, LITRES_T1)


def chart_t4(ctx) -> None:
    _chart(ctx, LITRES_T4)


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
    _to_scale(ctx, LITRES_T1)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, LITRES_T4)


def _bar_names(ctx) -> list[str]:
    names = img_names(ctx, CHART)
    return [n for n in names if any(n.startswith(f"{f}:") for f in FARMS)]


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    def probe():
        names = _bar_names(ctx)
        if len(names) != len(data):
            return False, f"{len(names)} bars with role img named like 'Meadcroft: …', wanted {len(data)}: {names}"
        for farm, n in data:
            want = f"{farm}: {n:,} litres"
            mine = [x for x in names if x.startswith(f"{farm}:")]
            if mine != [want]:
                return False, f"the {farm} bar is named {mine}, wanted {want!r}"
        bad = [x for x in names if any(f in x for f in forbidden)]
        if bad:
            return False, f"a bar still carries an old figure: {bad}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, LITRES_T1))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, LITRES_T4, forbidden=("142,870", "142870")))


def coldharbour_named(ctx) -> None:
    def probe():
        names = [n for n in _bar_names(ctx) if n.startswith("Coldharbour:")]
        if names != ["Coldharbour: 112,870 litres"]:
            return False, f"the Coldharbour bar is named {names}, wanted 'Coldharbour: 112,870 litres'"
        return True, ""
    ctx.until(probe)


def largest_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Largest supplier:", CHART_SECTION)


def band_lines_under_table(ctx) -> None:
    """The three band lines sit under the table, A, B and C in that order."""
    tops = []
    for band in "ABC":
        below(ctx, TABLE, "the table", f"Band {band}:", FARM_SECTION)
    def probe():
        tops.clear()
        try:
            for band in "ABC":
                tops.append(box(ctx, {"text": f"Band {band}:", "within": FARM_SECTION}, f"the band {band} line")["y"])
        except AssertionError as exc:
            return False, str(exc)
        if not tops[0] < tops[1] < tops[2]:
            return False, f"the band lines are not in the order A, B, C (tops at {tops})"
        return True, ""
    ctx.until(probe)


def _headers(ctx) -> list[str]:
    return ctx.locate(TABLE).first.evaluate(HEADERS_JS)


def quality_columns_at_end(ctx) -> None:
    """Cell count (000/mL) then Band, right after Protein, at the right end (turn 3); only the
    Payment column that turn 5 adds at the right end may follow them."""
    def probe():
        h = _headers(ctx)
        at = [i for i, x in enumerate(h) if header_is(x, "Protein")]
        if not at or len(h) < at[0] + 3:
            return False, f"the table's columns do not run Protein, Cell count (000/mL), Band: {h}"
        i = at[0]
        rest = h[i + 3:]
        if not (header_is(h[i + 1], "Cell count") and header_is(h[i + 2], "Band")) or any(not header_is(x, "Payment") for x in rest):
            return False, f"the table's columns do not end Protein, Cell count (000/mL), Band: {h}"
        return True, ""
    ctx.until(probe)


def payment_last(ctx) -> None:
    def probe():
        h = _headers(ctx)
        if not h or not header_is(h[-1], "Payment"):
            return False, f"'Payment' is not the last column of the table: {h}"
        return True, ""
    ctx.until(probe)


def glance_first(ctx) -> None:
    """Page heading, then the "Month at a glance" section, then the Farm collections table."""
    targets = [
        ("the page heading", {"heading": "Wendlebury Vale milk collection, March 2026"}),
        ("the Month at a glance section", {"section": "Month at a glance"}),
        ("the Farm collections table", TABLE),
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
