"""Checks no verb can say for presentation/017 (emergency department four-hour report).

- Bar names: the request asks for role="img" on every bar and an accessible name (aria-label or
  SVG <title>) in the form "03:00: 268 arrivals". The names are read from the browser's
  accessibility tree (the chart's aria snapshot), which honours both; only role img elements
  whose name starts with a band's start time ("03:00: …") count, and each band must have exactly
  one, named as asked (words may follow after a comma or a space).
- Bars to scale: `expect_chart` checks that more arrivals draw a taller bar; the bar heights must
  also follow one scale of the counts (tasks/_lib/figures.py, vertical bars: axis "x").
- Where the sections are drawn (turn 5): the triage section must come directly under the page
  heading, before the chart, judged by where they are drawn, not where their words first occur.
- The mark-name probes are the shared ones in tasks/_lib/marks.py.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
top = _MARKS["top"]
names_probe = _MARKS["names_probe"]

CHART = {"chart": True, "within": {"section": "Arrivals by hour"}}
HEADING = "Brackenmoor Infirmary emergency department, October 2026"

BANDS = ["00:00", "03:00", "06:00", "09:00", "12:00", "15:00", "18:00", "21:00"]
ARRIVALS_T1 = [412, 268, 731, 1486, 1542, 1398, 1127, 694]
ARRIVALS_T4 = [412, 268, 731, 1486, 1482, 1398, 1127, 694]

_BAND = re.compile(r"^\d\d:\d\d:")


def _band_names(ctx) -> list[str]:
    """Accessible names of the chart's role="img" elements that start with a start time."""
    names = img_names(ctx, CHART)
    return [n for n in names if _BAND.match(n)]


def _names_probe(ctx, values: list[int], forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _band_names(ctx),
                       [(band, f"{band}: {value:,} arrivals") for band, value in zip(BANDS, values)],
                       count=len(BANDS), forbidden=forbidden, loose=True)


def bar_names_t1(ctx) -> None:
    ctx.until(_names_probe(ctx, ARRIVALS_T1))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, ARRIVALS_T4, forbidden=("1,542", "1542")))


def bars_to_scale_t1(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{b}:": v for b, v in zip(BANDS, ARRIVALS_T1)}, axis="x")


def bars_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{b}:": v for b, v in zip(BANDS, ARRIVALS_T4)}, axis="x")


def triage_first(ctx) -> None:
    """Page heading, then the Triage categories table, then the Arrivals by hour chart."""
    targets = [
        ("the page heading", {"heading": HEADING}),
        ("the Triage categories table", {"role": "table", "within": {"section": "Triage categories"}}),
        ("the Arrivals by hour chart", CHART),
    ]

    def probe():
        try:
            tops = [(what, top(ctx, t)) for what, t in targets]
        except Exception as exc:  # a section is missing
            return False, str(exc)[:240]
        for (a, ya), (b, yb) in zip(tops, tops[1:]):
            if not ya < yb:
                return False, f"{a} (top at y={ya:.0f}) is not above {b} (top at y={yb:.0f})"
        return True, ""
    ctx.until(probe)
