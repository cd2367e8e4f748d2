"""Checks no verb can say for presentation/013 (blood service donor-session report).

- Bar names: the request asks for role="img" on every bar and an accessible name (aria-label or
  SVG <title>) in the form "AB+: 314 donations". The names are read from the browser's
  accessibility tree (the chart's aria snapshot), which honours both; only role img elements
  whose name starts with a blood group ("O-: …") count, and each group must have exactly one,
  named exactly as asked.
- Bars to scale: `expect_chart` checks that more donations draw a longer bar; the bar lengths must
  also follow one scale of the counts (tasks/_lib/figures.py, horizontal bars: axis "y").
- Where the sections are drawn (turn 5): the stock section must come directly under the page
  heading, before the chart and the monthly table.
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

CHART = {"chart": True, "within": {"section": "Donations by blood group"}}

DONATIONS_T1 = {"O+": 3918, "A+": 3377, "B+": 921, "O-": 702, "A-": 689, "AB+": 314, "B-": 167, "AB-": 86}
DONATIONS_T4 = {"O+": 3880, "A+": 3346, "B+": 917, "A-": 686, "O-": 682, "AB+": 314, "B-": 167, "AB-": 86}

_GROUP = re.compile(r"^(AB|A|B|O)[+-]:")


def _group_names(ctx) -> list[str]:
    """Accessible names of the chart's role="img" elements that start with a blood group."""
    names = img_names(ctx, CHART)
    return [n for n in names if _GROUP.match(n)]


def _names_probe(ctx, donations: dict[str, int], forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _group_names(ctx),
                       [(group, f"{group}: {n:,} donations") for group, n in donations.items()],
                       forbidden=forbidden)


def bar_names_t1(ctx) -> None:
    ctx.until(_names_probe(ctx, DONATIONS_T1))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, DONATIONS_T4, forbidden=("3,918", "3918")))


def bars_to_scale_t1(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{g}:": v for g, v in DONATIONS_T1.items()}, axis="y")


def bars_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{g}:": v for g, v in DONATIONS_T4.items()}, axis="y")


def stock_first(ctx) -> None:
    """Page heading, then the Stock position section, then the chart, then the monthly table."""
    targets = [
        ("the page heading", {"heading": "Corran Valley donor sessions, January to June 2026"}),
        ("the Stock position section", {"section": "Stock position"}),
        ("the Donations by blood group chart", CHART),
        ("the Monthly sessions table", {"role": "table", "within": {"section": "Monthly sessions"}}),
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
