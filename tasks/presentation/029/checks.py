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
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names, box, header_is, HEADERS_JS = (_MARKS[n] for n in ("img_names", "box", "header_is", "HEADERS_JS"))
_MARKS_JS = _FIGURES["_MARKS_JS"]
scale_problem = _FIGURES["scale_problem"]

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
    step = {"target": CHART, "marks": "bars", "data": [{"label": n, "value": v} for n, v in data]}
    try:
        ctx.expect({"expect_chart": {**step, "axis": "x"}})
    except Exception as first:  # noqa: BLE001 - the other orientation may hold
        try:
            ctx.expect({"expect_chart": {**step, "axis": "y"}})
        except Exception as second:  # noqa: BLE001
            raise AssertionError(f"as columns: {first}; as horizontal bars: {second}") from None


def chart_t2(ctx) -> None:
    _chart(ctx, VISITORS_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, VISITORS_T4)


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
    _to_scale(ctx, VISITORS_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, VISITORS_T4)


def _bar_names(ctx) -> list[str]:
    names = img_names(ctx, CHART)
    return [n for n in names if any(n.startswith(f"{x}:") for x in NAMES)]


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    def probe():
        names = _bar_names(ctx)
        if len(names) != len(data):
            return False, f"{len(names)} bars with role img named like 'Moths After Dark: …', wanted {len(data)}: {names}"
        for name, n in data:
            want = f"{name}: {n:,} visitors"
            mine = [x for x in names if x.startswith(f"{name}:")]
            if mine != [want]:
                return False, f"the {name} bar is named {mine}, wanted {want!r}"
        bad = [x for x in names if any(f in x for f in forbidden)]
        if bad:
            return False, f"a bar still carries an old figure: {bad}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, VISITORS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, VISITORS_T4, forbidden=("24,315", "24315")))


def lost_trams_named(ctx) -> None:
    def probe():
        names = [n for n in _bar_names(ctx) if n.startswith("Lost Trams:")]
        if names != ["Lost Trams: 14,315 visitors"]:
            return False, f"the Lost Trams bar is named {names}, wanted 'Lost Trams: 14,315 visitors'"
        return True, ""
    ctx.until(probe)


def _below(ctx, upper: dict, upper_what: str, text: str):
    def probe():
        try:
            top = box(ctx, upper, upper_what)
            line = box(ctx, {"text": text}, f"the line '{text}'")
        except AssertionError as exc:
            return False, str(exc)
        if line["y"] < top["y"] + top["height"] - 2:
            return False, f"the line '{text}' is not under {upper_what}"
        return True, ""
    ctx.until(probe)


def busy_under_chart(ctx) -> None:
    _below(ctx, CHART, "the chart", "Exhibitions with 15,000 or more visitors:")


VERDICTS = ["Excellent", "Good", "Needs attention"]


def verdict_lines_under_table(ctx) -> None:
    """The three verdict lines sit under the table, Excellent, Good and Needs attention in that order."""
    lines = [f"{v}: " for v in VERDICTS]
    for rx in lines:
        _below(ctx, TABLE, "the table", rx)
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


def _headers(ctx) -> list[str]:
    return ctx.locate(TABLE).first.evaluate(HEADERS_JS)


def rating_columns_at_end(ctx) -> None:
    """Average rating then Verdict, right after Response rate (turn 3); only the two cost columns
    that turn 5 adds at the right end may follow them."""
    def probe():
        h = _headers(ctx)
        at = [i for i, x in enumerate(h) if header_is(x, "Response rate")]
        if not at or len(h) < at[0] + 3:
            return False, f"the table's columns do not run Response rate, Average rating, Verdict: {h}"
        i = at[0]
        rest = h[i + 3:]
        if not (header_is(h[i + 1], "Average rating") and header_is(h[i + 2], "Verdict")) or \
                any(not (header_is(x, "Running cost") or header_is(x, "Cost per visitor")) for x in rest):
            return False, f"the table's columns do not end Response rate, Average rating, Verdict: {h}"
        return True, ""
    ctx.until(probe)


def cost_columns_last(ctx) -> None:
    def probe():
        h = _headers(ctx)
        if len(h) < 2 or not (header_is(h[-2], "Running cost") and header_is(h[-1], "Cost per visitor")):
            return False, f"the table does not end with the columns Running cost, Cost per visitor: {h}"
        return True, ""
    ctx.until(probe)


def glance_first(ctx) -> None:
    """Page heading, then the "Season at a glance" section, then the Exhibition visitors table."""
    targets = [
        ("the page heading", {"heading": "Calderbrook City Museum: summer exhibitions 2026"}),
        ("the Season at a glance section", {"section": "Season at a glance"}),
        ("the Exhibition visitors table", TABLE),
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
