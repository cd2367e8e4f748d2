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
_MARKS_JS = _FIGURES["_MARKS_JS"]
scale_problem = _FIGURES["scale_problem"]

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
    step = {"target": CHART, "marks": "bars", "data": [{"label": n, "value": v} for n, v in data]}
    try:
        ctx.expect({"expect_chart": {**step, "axis": "x"}})
    except Exception as upright:  # noqa: BLE001 - horizontal bars are allowed too
        try:
            ctx.expect({"expect_chart": {**step, "axis": "y"}})
        except Exception as sideways:  # noqa: BLE001
            raise AssertionError(f"as columns: {upright}; as horizontal bars: {sideways}") from None


def chart_t2(ctx) -> None:
    _chart(ctx, VALUE_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, VALUE_T4)


def _to_scale(ctx, data) -> None:
    prefixes = {f"{n}:": v for n, v in data}

    def probe():
        found = ctx.locate(CHART).evaluate(_MARKS_JS, [[k] for k in prefixes])
        upright = scale_problem(found, prefixes, marks="bars", axis="x", what="bar")
        if upright is None:
            return True, ""
        sideways = scale_problem(found, prefixes, marks="bars", axis="y", what="bar")
        if sideways is None:
            return True, ""
        return False, f"as columns: {upright}; as horizontal bars: {sideways}"
    ctx.until(probe)


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, VALUE_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, VALUE_T4)


def _names_probe(ctx, data, forbidden=()):
    def probe():
        names = [n for n in img_names(ctx, CHART) if any(n.startswith(f"{s}:") for s in SPECIES)]
        if len(names) != len(data):
            return False, f"{len(names)} bars with role img named like 'Pollack: …', wanted {len(data)}: {names}"
        for species, pence in data:
            want = f"{species}: {_money(pence)}"
            mine = [x for x in names if x.startswith(f"{species}:")]
            if mine != [want]:
                return False, f"the {species} bar is named {mine}, wanted {want!r}"
        stale = [x for x in names if any(f in x for f in forbidden)]
        if stale:
            return False, f"a bar still carries an old figure: {stale}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, VALUE_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, VALUE_T4, forbidden=("52,489.80", "52489.8")))


def pollack_bar_named(ctx) -> None:
    def probe():
        names = [n for n in img_names(ctx, CHART) if n.startswith("Pollack:")]
        if names != ["Pollack: £23,449.80"]:
            return False, f"the Pollack bar is named {names}, wanted 'Pollack: £23,449.80'"
        return True, ""
    ctx.until(probe)


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
    parts = [
        ("the page heading", {"heading": "Carrick Sound landings, Q3 2026"}),
        ("the Quarter at a glance section", {"section": "Quarter at a glance"}),
        ("the Landings by species table", TABLE),
    ]

    def probe():
        try:
            tops = [(what, box(ctx, t, what)["y"]) for what, t in parts]
        except AssertionError as exc:
            return False, str(exc)
        for (a, ya), (b, yb) in zip(tops, tops[1:]):
            if not ya < yb:
                return False, f"{a} (top at y={ya:.0f}) is not above {b} (top at y={yb:.0f})"
        return True, ""
    ctx.until(probe)
