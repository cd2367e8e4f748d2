"""Checks no verb can say for presentation/021 (container port quarterly throughput report).

- Bar names: every bar has role="img" and an accessible name (an aria-label or an SVG <title>)
  in the form "Westmark: 21.5 hours". Names are read from the chart's aria snapshot (which
  honours both); only role img elements whose name starts with a terminal's name count: exactly
  one per terminal, each exactly in that form.
- Bars to scale: `expect_chart` checks that a longer wait draws a longer bar; each named bar must
  also follow one linear scale of its hours (tasks/_lib/figures.py), so a bar drawn from a stale
  figure is caught.
- Lines under the chart or a table, the column at the right end, and the "Quarter at a glance"
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

WAIT_SECTION = {"section": "Berth waiting"}
CHART = {"chart": True, "within": WAIT_SECTION}
TERMINAL_TABLE = {"role": "table", "within": {"section": "Terminals"}}
WAITS_TABLE = {"role": "table", "within": {"section": "Long waits"}}
NAMES = ["Basin Terminal", "North Quay", "Old Dock", "Pier Nine", "Westmark"]
HOURS_T2 = [6.8, 14.2, 3.1, 9.7, 21.5]
HOURS_T4 = [6.8, 14.2, 3.1, 9.7, 12.5]

_NAME = re.compile(r"^(Basin Terminal|North Quay|Old Dock|Pier Nine|Westmark):")


def _bar_names(ctx) -> list[str]:
    names = img_names(ctx, CHART)
    return [n for n in names if _NAME.match(n)]


def _names_probe(ctx, hours: list[float], forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _bar_names(ctx),
                       [(name, f"{name}: {h:.1f} hours") for name, h in zip(NAMES, hours)],
                       count=len(hours), forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, HOURS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, HOURS_T4, forbidden=("21.5",)))


def westmark_named_12_5(ctx) -> None:
    one_named(ctx, lambda: _bar_names(ctx), "Westmark", "Westmark: 12.5 hours")


def bars_to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in zip(NAMES, HOURS_T2)}, marks="bars", what="bar")


def bars_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in zip(NAMES, HOURS_T4)}, marks="bars", what="bar")


def longest_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Longest wait:", WAIT_SECTION)


def wait_lines_under_table(ctx) -> None:
    section = {"section": "Long waits"}
    below(ctx, WAITS_TABLE, "the Long waits table", "Waits over 48 hours", section)
    below(ctx, WAITS_TABLE, "the Long waits table", "Total hours waited", section)


def change_last(ctx) -> None:
    columns_end(ctx, TERMINAL_TABLE, ["Change on Q3 2025"], "the Terminals table")


def glance_first(ctx) -> None:
    """Page heading, then the "Quarter at a glance" section, then the Terminals table."""
    tops_in_order(ctx, [
        ("the page heading", {"heading": "Port of Kestrelhaven Q3 2026"}),
        ("the Quarter at a glance section", {"section": "Quarter at a glance"}),
        ("the Terminals table", TERMINAL_TABLE),
    ])
