"""Checks no verb can say for presentation/030 (courier depot first-attempt delivery report).

- The chart may be drawn either way: the request lets each round's name sit "under or beside its
  bar", so columns and horizontal bars are both right; the chart checks try both.
- Bar names: every bar has role="img" and an accessible name (aria-label or SVG <title>) in the
  form "Old Town: 90.0%", read from the chart's aria snapshot; exactly one per round.
- Bars to scale: each named bar's length follows one linear scale of its rate
  (tasks/_lib/figures.py), so a bar drawn from a stale figure is caught.
- Lines under the chart or the table, columns at the right end, and the "Week at a glance"
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

CHART_SECTION = {"section": "Rate by round"}
CHART = {"chart": True, "within": CHART_SECTION}
TABLE_SECTION = {"section": "Delivery rounds"}
TABLE = {"role": "table", "within": TABLE_SECTION}
NAMES = ["Harbour Quarter", "Northgate Estate", "Old Town", "Riverside Flats", "Millbrook Villages", "Station Road"]
# In order of first-attempt rate, highest first: (round, parcels out, delivered first time).
RATES_T2 = [("Northgate Estate", 1120, 1034), ("Old Town", 520, 468), ("Riverside Flats", 830, 731),
            ("Harbour Quarter", 612, 534), ("Station Road", 540, 459), ("Millbrook Villages", 420, 352)]
RATES_T4 = [("Harbour Quarter", 612, 570), ("Northgate Estate", 1120, 1034), ("Old Town", 520, 468),
            ("Riverside Flats", 830, 731), ("Millbrook Villages", 408, 352), ("Station Road", 540, 459)]


def _pct(out: int, first: int) -> str:
    """The rate as shown: rounded half up to one decimal (exact integer arithmetic)."""
    tenths = (first * 2000 + out) // (2 * out)
    return f"{tenths // 10}.{tenths % 10}%"


def _values(rows):
    return [(n, first * 100 / out) for n, out, first in rows]


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
    _chart(ctx, _values(RATES_T2))


def chart_t4(ctx) -> None:
    _chart(ctx, _values(RATES_T4))


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
    _to_scale(ctx, _values(RATES_T2))


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, _values(RATES_T4))


def _bar_names(ctx) -> list[str]:
    names = img_names(ctx, CHART)
    return [n for n in names if any(n.startswith(f"{x}:") for x in NAMES)]


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    def probe():
        names = _bar_names(ctx)
        if len(names) != len(data):
            return False, f"{len(names)} bars with role img named like 'Old Town: …', wanted {len(data)}: {names}"
        for name, out, first in data:
            want = f"{name}: {_pct(out, first)}"
            mine = [x for x in names if x.startswith(f"{name}:")]
            if mine != [want]:
                return False, f"the {name} bar is named {mine}, wanted {want!r}"
        bad = [x for x in names if any(f in x for f in forbidden)]
        if bad:
            return False, f"a bar still carries an old figure: {bad}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, RATES_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, RATES_T4))


def _named(ctx, want: str) -> None:
    name = want.split(":")[0]

    def probe():
        names = [n for n in _bar_names(ctx) if n.startswith(f"{name}:")]
        if names != [want]:
            return False, f"the {name} bar is named {names}, wanted {want!r}"
        return True, ""
    ctx.until(probe)


def harbour_named(ctx) -> None:
    _named(ctx, "Harbour Quarter: 93.1%")


def millbrook_named(ctx) -> None:
    _named(ctx, "Millbrook Villages: 86.3%")


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


def target_under_chart(ctx) -> None:
    _below(ctx, CHART, "the chart", "Rounds meeting the 90.0% target:")


STATUSES = ["On target", "Watch", "Action plan"]


def status_lines_under_table(ctx) -> None:
    """The three status lines sit under the table, On target, Watch and Action plan in that order."""
    lines = [f"{v}: " for v in STATUSES]
    for rx in lines:
        _below(ctx, TABLE, "the table", rx)
    tops: list[float] = []

    def probe():
        tops.clear()
        try:
            for v, rx in zip(STATUSES, lines):
                tops.append(box(ctx, {"text": rx}, f"the {v} line")["y"])
        except AssertionError as exc:
            return False, str(exc)
        if not tops[0] < tops[1] < tops[2]:
            return False, f"the status lines are not in the order On target, Watch, Action plan (tops at {tops})"
        return True, ""
    ctx.until(probe)


def _headers(ctx) -> list[str]:
    return ctx.locate(TABLE).first.evaluate(HEADERS_JS)


def status_columns_at_end(ctx) -> None:
    """Missed then Status, right after First-attempt rate (turn 3); only the Redelivery cost column
    that turn 5 adds at the right end may follow them."""
    def probe():
        h = _headers(ctx)
        at = [i for i, x in enumerate(h) if header_is(x, "First-attempt rate")]
        if not at or len(h) < at[0] + 3:
            return False, f"the table's columns do not run First-attempt rate, Missed, Status: {h}"
        i = at[0]
        rest = h[i + 3:]
        if not (header_is(h[i + 1], "Missed") and header_is(h[i + 2], "Status")) or any(not header_is(x, "Redelivery cost") for x in rest):
            return False, f"the table's columns do not end First-attempt rate, Missed, Status: {h}"
        return True, ""
    ctx.until(probe)


def cost_column_last(ctx) -> None:
    def probe():
        h = _headers(ctx)
        if not h or not header_is(h[-1], "Redelivery cost"):
            return False, f"'Redelivery cost' is not the last column of the table: {h}"
        return True, ""
    ctx.until(probe)


def glance_first(ctx) -> None:
    """Page heading, then the "Week at a glance" section, then the Delivery rounds table."""
    targets = [
        ("the page heading", {"heading": "Ashworth Lane depot: first-attempt deliveries, week of 23 November 2026"}),
        ("the Week at a glance section", {"section": "Week at a glance"}),
        ("the Delivery rounds table", TABLE),
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
