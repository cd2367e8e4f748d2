"""Checks no verb can say for presentation/019 (national park trailhead season report).

- Bar names: the request asks for role="img" on every bar and an accessible name (an aria-label
  or an SVG <title>) in the form "Jul: 35,915 visits". Names are read from the chart's aria
  snapshot (which honours both); only role img elements named like "Jul: …" count: exactly one
  per month, each exactly in that form.
- Bars to scale: `expect_chart` checks that more visits draw a longer bar; each named bar's length
  must also follow one linear scale of its visits (tasks/_lib/figures.py), so a bar drawn from a
  stale figure is caught.
- Lines under the chart or a table, the column at the right end, and the "Season at a glance"
  section under the page heading: positions read from the drawn boxes and the header row.
- The mark-name, column-order and drawn-order probes are the shared ones in tasks/_lib/marks.py.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
below = _MARKS["below"]
tops_in_order = _MARKS["tops_in_order"]
names_probe = _MARKS["names_probe"]
columns_end = _MARKS["columns_end"]
one_named = _MARKS["one_named"]

MONTHLY_SECTION = {"section": "Monthly visits"}
CHART = {"chart": True, "within": MONTHLY_SECTION}
TRAILHEAD_TABLE = {"role": "table", "within": {"section": "Trailheads"}}
CLOSURE_TABLE = {"role": "table", "within": {"section": "Trail closures"}}
MONTHS = ["May", "Jun", "Jul", "Aug", "Sep", "Oct"]
VISITS_T2 = [14820, 22460, 35915, 38106, 20774, 11560]
VISITS_T4 = [14820, 22460, 35915, 28306, 20774, 11560]

_MONTH = re.compile(r"^(May|Jun|Jul|Aug|Sep|Oct):")


def _bar_names(ctx) -> list[str]:
    names = img_names(ctx, CHART)
    return [n for n in names if _MONTH.match(n)]


def _names_probe(ctx, visits: list[int], forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _bar_names(ctx),
                       [(month, f"{month}: {n:,} visits") for month, n in zip(MONTHS, visits)],
                       count=len(visits), forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, VISITS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, VISITS_T4, forbidden=("38,106", "38106")))


def aug_named_28306(ctx) -> None:
    one_named(ctx, lambda: _bar_names(ctx), "Aug", "Aug: 28,306 visits")


def bars_to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{m}:": v for m, v in zip(MONTHS, VISITS_T2)}, marks="bars", what="bar")


def bars_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{m}:": v for m, v in zip(MONTHS, VISITS_T4)}, marks="bars", what="bar")


def busiest_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Busiest month:", MONTHLY_SECTION)


def closure_lines_under_table(ctx) -> None:
    section = {"section": "Trail closures"}
    below(ctx, CLOSURE_TABLE, "the closures table", "Closures longer than 14 days", section)
    below(ctx, CLOSURE_TABLE, "the closures table", "Total days closed", section)


def change_last(ctx) -> None:
    columns_end(ctx, TRAILHEAD_TABLE, ["Change on 2025"], "the Trailheads table")


def glance_first(ctx) -> None:
    """Page heading, then the "Season at a glance" section, then the Trailheads table."""
    tops_in_order(ctx, [
        ("the page heading", {"heading": "Corrie Dhu National Park season 2026"}),
        ("the Season at a glance section", {"section": "Season at a glance"}),
        ("the Trailheads table", TRAILHEAD_TABLE),
    ])
