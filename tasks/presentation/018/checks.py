"""Checks no verb can say for presentation/018 (district recycling collection report).

- Bar names: the request asks for role="img" on every bar and an accessible name (aria-label or
  SVG <title>) in the form "Textiles: 38.5 tonnes". The names are read from the browser's
  accessibility tree (the chart's aria snapshot), which honours both; only role img elements
  whose name starts with a material ("Glass: …") count, and each material must have exactly one,
  named as asked (one decimal, thousands separators; words may follow after a comma or a space).
- Bars to scale: `expect_chart` checks that more tonnes draw a longer bar; the bar lengths must
  also follow one scale of the tonnages (tasks/_lib/figures.py, horizontal bars: axis "y").
- Where the sections are drawn (turn 5): the rounds table must come directly under the page
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

CHART = {"chart": True, "within": {"section": "Tonnage by material"}}
HEADING = "Larchfield recycling collections, July to September 2026"

TONNES_T1 = {"Garden waste": 2107.3, "Paper and card": 1284.6, "Glass": 1052.3, "Food waste": 1046.9,
             "Plastics": 412.7, "Metals": 186.2, "Textiles": 38.5}
TONNES_T4 = dict(TONNES_T1, Glass=1038.1)

_MATERIAL = re.compile(r"^(Garden waste|Paper and card|Glass|Food waste|Plastics|Metals|Textiles):")


def _material_names(ctx) -> list[str]:
    """Accessible names of the chart's role="img" elements that start with a material."""
    names = img_names(ctx, CHART)
    return [n for n in names if _MATERIAL.match(n)]


def _names_probe(ctx, tonnes: dict[str, float], forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _material_names(ctx),
                       [(material, f"{material}: {value:,.1f} tonnes") for material, value in tonnes.items()],
                       forbidden=forbidden, loose=True)


def bar_names_t1(ctx) -> None:
    ctx.until(_names_probe(ctx, TONNES_T1))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, TONNES_T4, forbidden=("1,052.3", "1052.3")))


def bars_to_scale_t1(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{m}:": v for m, v in TONNES_T1.items()}, axis="y")


def bars_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{m}:": v for m, v in TONNES_T4.items()}, axis="y")


def rounds_first(ctx) -> None:
    """Page heading, then the Collection rounds table, then the Tonnage by material chart."""
    targets = [
        ("the page heading", {"heading": HEADING}),
        ("the Collection rounds table", {"role": "table", "within": {"section": "Collection rounds"}}),
        ("the Tonnage by material chart", CHART),
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
