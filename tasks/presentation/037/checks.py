"""Checks no verb can say for presentation/037 (bike-share trips by district report).

- The chart may be drawn as columns or as horizontal bars (a district's name goes "under or
  beside its bar"), so the chart checks try both orientations.
- Bar names are read from the chart's aria snapshot (an aria-label and an SVG <title> alike):
  exactly one role img per district, each exactly "Harbour: 445.5 trips per station".
- Bars to scale and from 0: each named bar's length is one linear function of its value with no
  offset (tasks/_lib/figures.py), so a bar from a stale figure or clipped at an old axis end fails.
- Lines under the table or chart, columns at the right end or after Trips, and the chart section
  moved above the table: positions read from drawn boxes and the header row (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
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

HEADING = {"heading": "Corramore Cycle Share trips by district, October 2026"}
CHART_SECTION = {"section": "Trips per station by district"}
CHART = {"chart": True, "within": CHART_SECTION}
TABLE_SECTION = {"section": "Districts"}
TABLE = {"role": "table", "within": TABLE_SECTION}
DISTRICTS = ["Harbour", "Millbrook", "Northgate", "Old Town", "Riverside", "University"]
# Trips per station, most first.
PER_STATION_T2 = [("Harbour", 445.5), ("Millbrook", 437.4), ("University", 400.0), ("Old Town", 398.4),
                  ("Riverside", 395.7), ("Northgate", 319.4)]
PER_STATION_T4 = [("Riverside", 501.7), ("Harbour", 445.5), ("Millbrook", 437.4), ("University", 400.0),
                  ("Old Town", 398.4), ("Northgate", 319.4)]


def _chart(ctx, data) -> None:
    chart_either_way(ctx, CHART, data)


def chart_t2(ctx) -> None:
    _chart(ctx, PER_STATION_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, PER_STATION_T4)


def _to_scale(ctx, data) -> None:
    """One shared linear scale that starts at 0, as columns or as horizontal bars."""
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either", from_zero=True)


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, PER_STATION_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, PER_STATION_T4)


def _bar_names(ctx) -> list[str]:
    return names_starting(ctx, CHART, DISTRICTS)


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _bar_names(ctx),
                       [(district, f"{district}: {v:.1f} trips per station") for district, v in data],
                       forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, PER_STATION_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, PER_STATION_T4, forbidden=("395.7",)))


def riverside_named(ctx) -> None:
    one_named(ctx, lambda: _bar_names(ctx), "Riverside", "Riverside: 501.7 trips per station")


def district_lines_under_table(ctx) -> None:
    for line in ("Total trips:", "Busy districts:"):
        below(ctx, TABLE, "the table", line, TABLE_SECTION)
    lines_in_order(ctx, ["Total trips:", "Busy districts:"], TABLE_SECTION, "under the table")


def ebike_line_third(ctx) -> None:
    below(ctx, TABLE, "the table", "E-bike share across the scheme:", TABLE_SECTION)
    lines_in_order(ctx, ["Total trips:", "Busy districts:", "E-bike share across the scheme:"], TABLE_SECTION, "under the table")


def rose_line_last(ctx) -> None:
    below(ctx, TABLE, "the table", "Districts with more trips than September:", TABLE_SECTION)
    lines_in_order(ctx, ["Total trips:", "Busy districts:", "E-bike share across the scheme:",
                    "Districts with more trips than September:"], TABLE_SECTION, "at the end of the Districts section")


def chart_lines_under_chart(ctx) -> None:
    for line in ("Trips per day:", "Scheme-wide trips per station:"):
        below(ctx, CHART, "the chart", line, CHART_SECTION)


def ebike_columns_at_end(ctx) -> None:
    """E-bike trips then E-bike share are the table's last two columns."""
    columns_end(ctx, TABLE, ["E-bike trips", "E-bike share"])


def change_after_trips(ctx) -> None:
    def probe():
        h = headers(ctx, TABLE)
        at = [i for i, x in enumerate(h) if header_is(x, "Trips") and not header_is(x, "Trips per station")]
        if not at or len(h) <= at[0] + 1 or not header_is(h[at[0] + 1], "Change since September"):
            return False, f"'Change since September' does not come directly after 'Trips': {h}"
        return True, ""
    ctx.until(probe)


def chart_first(ctx) -> None:
    """Page heading, then the chart section, then the Districts section."""
    targets = [
        ("the page heading", HEADING),
        ("the Trips per station by district section", CHART_SECTION),
        ("the Districts section", TABLE_SECTION),
        ("the Districts table", TABLE),
    ]

    def probe():
        try:
            tops = [(what, box(ctx, t, what)["y"]) for what, t in targets]
        except AssertionError as exc:
            return False, str(exc)
        for (a, ya), (b, yb) in zip(tops, tops[1:]):
            if not ya < yb:
                return False, f"{a} (top at y={ya:.0f}) is not above {b} (top at y={yb:.0f})"
        chart = box(ctx, CHART, "the chart")
        if chart["y"] + chart["height"] > tops[2][1] + 2:
            return False, "the chart is not above the Districts section"
        return True, ""
    ctx.until(probe)
