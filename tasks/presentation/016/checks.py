"""Checks no verb can say for presentation/016 (theatre autumn season box-office report).

- Point names: the request asks for role="img" on every point and an accessible name (an
  aria-label or an SVG <title>) in the form "W3: 2,391 tickets". The names are read from the
  chart's aria snapshot (which honours both); only role img elements named like "W3: …" count:
  exactly one per week, each exactly in that form.
- Points to scale: `expect_chart` checks that more tickets draw a higher point; each named point's
  height must also follow one linear scale of its tickets (tasks/_lib/figures.py), so a point
  drawn from a stale figure is caught.
- Lines under the chart or table, columns at the right end, and the "Season at a glance" section
  under the page heading: positions read from the drawn boxes and the table's header row.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
below = _MARKS["below"]
box = _MARKS["box"]
header_is = _MARKS["header_is"]
HEADERS_JS = _MARKS["HEADERS_JS"]

WEEKLY_SECTION = {"section": "Weekly ticket sales"}
CHART = {"chart": True, "within": WEEKLY_SECTION}
TABLE = {"role": "table", "within": {"section": "Productions"}}
WEEKLY_T2 = [1612, 2048, 2391, 2230, 2764, 2519, 2187, 2955, 2661, 2354]
WEEKLY_T4 = WEEKLY_T2[:9] + [3174]

_WEEK = re.compile(r"^W\d+:")


def _point_names(ctx) -> list[str]:
    names = img_names(ctx, CHART)
    return [n for n in names if _WEEK.match(n)]


def _names_probe(ctx, weekly: list[int], forbidden: tuple[str, ...] = ()):
    def probe():
        names = _point_names(ctx)
        if len(names) != len(weekly):
            return False, f"{len(names)} points with role img named like 'W3: …', wanted {len(weekly)}: {names}"
        for i, n in enumerate(weekly, start=1):
            want = f"W{i}: {n:,} tickets"
            mine = [x for x in names if x.startswith(f"W{i}:")]
            if mine != [want]:
                return False, f"the W{i} point is named {mine}, wanted {want!r}"
        bad = [x for x in names if any(f in x for f in forbidden)]
        if bad:
            return False, f"a point still carries an old figure: {bad}"
        return True, ""
    return probe


def point_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, WEEKLY_T2))


def point_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, WEEKLY_T4, forbidden=("2,354", "2354")))


def w10_named_3174(ctx) -> None:
    def probe():
        names = [n for n in _point_names(ctx) if n.startswith("W10:")]
        if names != ["W10: 3,174 tickets"]:
            return False, f"the W10 point is named {names}, wanted 'W10: 3,174 tickets'"
        return True, ""
    ctx.until(probe)


def points_to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"W{i}:": v for i, v in enumerate(WEEKLY_T2, start=1)}, marks="points", what="point")


def points_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"W{i}:": v for i, v in enumerate(WEEKLY_T4, start=1)}, marks="points", what="point")


def best_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Best week:", WEEKLY_SECTION)


def below_under_table(ctx) -> None:
    below(ctx, TABLE, "the table", "Productions below 70% occupancy", {"section": "Productions"})


def _headers(ctx) -> list[str]:
    return ctx.locate(TABLE).first.evaluate(HEADERS_JS)


def revenue_columns_at_end(ctx) -> None:
    """Revenue then Average ticket price are the table's last two columns, after Occupancy."""
    def probe():
        h = _headers(ctx)
        if len(h) < 3 or not (header_is(h[-3], "Occupancy") and header_is(h[-2], "Revenue") and header_is(h[-1], "Average ticket price")):
            return False, f"the table's columns do not end Occupancy, Revenue, Average ticket price: {h}"
        return True, ""
    ctx.until(probe)


def share_last(ctx) -> None:
    def probe():
        h = _headers(ctx)
        if not h or not header_is(h[-1], "Share of revenue"):
            return False, f"'Share of revenue' is not the last column of the table: {h}"
        return True, ""
    ctx.until(probe)


def glance_first(ctx) -> None:
    """Page heading, then the "Season at a glance" section, then the Productions table."""
    targets = [
        ("the page heading", {"heading": "Quillgate Playhouse autumn 2026 box office"}),
        ("the Season at a glance section", {"section": "Season at a glance"}),
        ("the Productions table", TABLE),
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
