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
    def probe():
        names = _bar_names(ctx)
        if len(names) != len(hours):
            return False, f"{len(names)} bars with role img named like 'Westmark: …', wanted {len(hours)}: {names}"
        for name, h in zip(NAMES, hours):
            want = f"{name}: {h:.1f} hours"
            mine = [x for x in names if x.startswith(f"{name}:")]
            if mine != [want]:
                return False, f"the {name} bar is named {mine}, wanted {want!r}"
        bad = [x for x in names if any(f in x for f in forbidden)]
        if bad:
            return False, f"a bar still carries an old figure: {bad}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, HOURS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, HOURS_T4, forbidden=("21.5",)))


def westmark_named_12_5(ctx) -> None:
    def probe():
        names = [n for n in _bar_names(ctx) if n.startswith("Westmark:")]
        if names != ["Westmark: 12.5 hours"]:
            return False, f"the Westmark bar is named {names}, wanted 'Westmark: 12.5 hours'"
        return True, ""
    ctx.until(probe)


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
    def probe():
        h = ctx.locate(TERMINAL_TABLE).first.evaluate(HEADERS_JS)
        if not h or not header_is(h[-1], "Change on Q3 2025"):
            return False, f"'Change on Q3 2025' is not the last column of the Terminals table: {h}"
        return True, ""
    ctx.until(probe)


def glance_first(ctx) -> None:
    """Page heading, then the "Quarter at a glance" section, then the Terminals table."""
    targets = [
        ("the page heading", {"heading": "Port of Kestrelhaven Q3 2026"}),
        ("the Quarter at a glance section", {"section": "Quarter at a glance"}),
        ("the Terminals table", TERMINAL_TABLE),
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
