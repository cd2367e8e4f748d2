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
columns_end = _MARKS["columns_end"]
tops_in_order = _MARKS["tops_in_order"]
names_probe = _MARKS["names_probe"]
one_named = _MARKS["one_named"]

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
    return names_probe(lambda: _point_names(ctx),
                       [(f"W{i}", f"W{i}: {n:,} tickets") for i, n in enumerate(weekly, start=1)],
                       what="point", count=len(weekly), forbidden=forbidden)


def point_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, WEEKLY_T2))


def point_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, WEEKLY_T4, forbidden=("2,354", "2354")))


def w10_named_3174(ctx) -> None:
    one_named(ctx, lambda: _point_names(ctx), "W10", "W10: 3,174 tickets", what="point")


def points_to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"W{i}:": v for i, v in enumerate(WEEKLY_T2, start=1)}, marks="points", what="point")


def points_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"W{i}:": v for i, v in enumerate(WEEKLY_T4, start=1)}, marks="points", what="point")


def best_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Best week:", WEEKLY_SECTION)


def below_under_table(ctx) -> None:
    below(ctx, TABLE, "the table", "Productions below 70% occupancy", {"section": "Productions"})


def revenue_columns_at_end(ctx) -> None:
    """Revenue then Average ticket price are the table's last two columns, after Occupancy."""
    columns_end(ctx, TABLE, ["Occupancy", "Revenue", "Average ticket price"])


def share_last(ctx) -> None:
    columns_end(ctx, TABLE, ["Share of revenue"])


def glance_first(ctx) -> None:
    """Page heading, then the "Season at a glance" section, then the Productions table."""
    tops_in_order(ctx, [
        ("the page heading", {"heading": "Quillgate Playhouse autumn 2026 box office"}),
        ("the Season at a glance section", {"section": "Season at a glance"}),
        ("the Productions table", TABLE),
    ])
