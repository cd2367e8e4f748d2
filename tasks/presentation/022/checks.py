"""Checks no verb can say for presentation/022 (university undergraduate admissions report).

- Bar names: every bar has role="img" and an accessible name (an aria-label or an SVG <title>)
  in the form "Law: 1,192 acceptances". Names are read from the chart's aria snapshot (which
  honours both); only role img elements whose name starts with a faculty's name count: exactly
  one per faculty, each exactly in that form.
- Bars to scale: `expect_chart` checks that more acceptances draw a longer bar; each named bar must
  also follow one linear scale of its acceptances (tasks/_lib/figures.py), so a bar drawn from a stale
  figure is caught.
- Lines under the chart or a table, the column at the right end, and the "Admissions at a glance"
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

ACC_SECTION = {"section": "Acceptances"}
CHART = {"chart": True, "within": ACC_SECTION}
FACULTY_TABLE = {"role": "table", "within": {"section": "Faculties"}}
OPEN_TABLE = {"role": "table", "within": {"section": "Open days"}}
NAMES = ["Arts and Humanities", "Engineering", "Health Sciences", "Law", "Natural Sciences"]
ACC_T2 = [1684, 2036, 1490, 1192, 1867]
ACC_T4 = [1684, 2036, 1490, 1392, 1867]

_NAME = re.compile(r"^(Arts and Humanities|Engineering|Health Sciences|Law|Natural Sciences):")


def _bar_names(ctx) -> list[str]:
    names = img_names(ctx, CHART)
    return [n for n in names if _NAME.match(n)]


def _names_probe(ctx, counts: list[int], forbidden: tuple[str, ...] = ()):
    def probe():
        names = _bar_names(ctx)
        if len(names) != len(counts):
            return False, f"{len(names)} bars with role img named like 'Law: …', wanted {len(counts)}: {names}"
        for name, n in zip(NAMES, counts):
            want = f"{name}: {n:,} acceptances"
            mine = [x for x in names if x.startswith(f"{name}:")]
            if mine != [want]:
                return False, f"the {name} bar is named {mine}, wanted {want!r}"
        bad = [x for x in names if any(f in x for f in forbidden)]
        if bad:
            return False, f"a bar still carries an old figure: {bad}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, ACC_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, ACC_T4, forbidden=("1,192", "1192")))


def law_named_1392(ctx) -> None:
    def probe():
        names = [n for n in _bar_names(ctx) if n.startswith("Law:")]
        if names != ["Law: 1,392 acceptances"]:
            return False, f"the Law bar is named {names}, wanted 'Law: 1,392 acceptances'"
        return True, ""
    ctx.until(probe)


def bars_to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in zip(NAMES, ACC_T2)}, marks="bars", what="bar")


def bars_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in zip(NAMES, ACC_T4)}, marks="bars", what="bar")


def highest_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Highest acceptance rate:", ACC_SECTION)


def open_day_lines_under_table(ctx) -> None:
    section = {"section": "Open days"}
    below(ctx, OPEN_TABLE, "the Open days table", "Days below 80% attendance", section)
    below(ctx, OPEN_TABLE, "the Open days table", "Total attended", section)


def change_last(ctx) -> None:
    def probe():
        h = ctx.locate(FACULTY_TABLE).first.evaluate(HEADERS_JS)
        if not h or not header_is(h[-1], "Change on 2025"):
            return False, f"'Change on 2025' is not the last column of the Faculties table: {h}"
        return True, ""
    ctx.until(probe)


def glance_first(ctx) -> None:
    """Page heading, then the "Admissions at a glance" section, then the Faculties table."""
    targets = [
        ("the page heading", {"heading": "Harrowgate University admissions 2026"}),
        ("the Admissions at a glance section", {"section": "Admissions at a glance"}),
        ("the Faculties table", FACULTY_TABLE),
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
