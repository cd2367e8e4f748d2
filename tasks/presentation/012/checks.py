"""Checks no verb can say for presentation/012 (ferry passenger report).

- Point names: the request allows an aria-label *or* an SVG <title> as each point's accessible
  name and asks for role="img". The names are read from the browser's accessibility tree (the
  chart's aria snapshot), which honours both; only role img elements named like "Jul: …" count.
- Points to scale: `expect_chart` checks that more passengers draw a higher point; the points'
  heights must also follow one scale of the counts (tasks/_lib/figures.py).
- Section order: "move the Routes section above the Monthly passengers section" and "After the
  chart add a section headed "Quarterly totals"" are judged by where the sections are drawn, not
  by where their words first occur in the page text (an introduction may mention routes).
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

CHART = {"chart": True, "within": {"section": "Monthly passengers"}}

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
PASSENGERS_T1 = [18420, 17960, 22315, 31870, 38240, 46105, 57380, 55920, 41260, 29740, 20135, 23480]
PASSENGERS_T3 = PASSENGERS_T1[:6] + [54230] + PASSENGERS_T1[7:]

_MONTH = re.compile(r"^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec):")


def _month_names(ctx) -> list[str]:
    """Accessible names of the chart's role="img" elements that start with a month ("Jul: …")."""
    names = img_names(ctx, CHART)
    return [n for n in names if _MONTH.match(n)]


def _names_probe(ctx, values: list[int], forbidden: tuple[str, ...] = ()):
    """Every month has exactly one point named "Mon: N passengers" (words may follow after a comma
    or a space), and no point carries a forbidden figure."""
    return names_probe(lambda: _month_names(ctx),
                       [(month, f"{month}: {value:,} passengers") for month, value in zip(MONTHS, values)],
                       what="point", count=12, forbidden=forbidden, loose=True)


def point_names_t1(ctx) -> None:
    ctx.until(_names_probe(ctx, PASSENGERS_T1))


def point_names_t3(ctx) -> None:
    ctx.until(_names_probe(ctx, PASSENGERS_T3, forbidden=("57,380", "57380")))


def no_old_july_name(ctx) -> None:
    def probe():
        names = _month_names(ctx)
        if not names:
            return False, "no point named like 'Mon: …' in the chart"
        bad = [n for n in names if "57,380" in n or "57380" in n]
        return not bad, f"a point still carries the old July figure: {bad}"
    ctx.until(probe)


def points_to_scale_t1(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{m}:": v for m, v in zip(MONTHS, PASSENGERS_T1)}, marks="points", what="point")


def points_to_scale_t3(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{m}:": v for m, v in zip(MONTHS, PASSENGERS_T3)}, marks="points", what="point")


# --- where the sections are drawn ----------------------------------------------------------

def _order_probe(ctx, targets: list[tuple[str, dict]]):
    def probe():
        try:
            tops = [(what, top(ctx, t)) for what, t in targets]
        except Exception as exc:  # a section is missing
            return False, str(exc)[:240]
        for (a, ya), (b, yb) in zip(tops, tops[1:]):
            if not ya < yb:
                return False, f"{a} (top at y={ya:.0f}) is not above {b} (top at y={yb:.0f})"
        return True, ""
    return probe


def routes_above_chart(ctx) -> None:
    ctx.until(_order_probe(ctx, [
        ("the page heading", {"heading": "Skerrow Ferries passengers 2025"}),
        ("the Routes section", {"section": "Routes"}),
        ("the Monthly passengers section", {"section": "Monthly passengers"}),
    ]))


def quarters_after_chart(ctx) -> None:
    ctx.until(_order_probe(ctx, [
        ("the chart", CHART),
        ("the Quarterly totals section", {"section": "Quarterly totals"}),
    ]))
