"""Checks no verb can say for presentation/046 (dental practice missed appointments by clinician).

- The chart may be columns or horizontal bars (a clinician's name goes "under or beside" the bar):
  the chart checks try both orientations, and bars must sit on one scale from 0 (tasks/_lib/figures.py).
- Bar names come from the chart's aria snapshot (aria-label and SVG <title> alike): exactly one role
  img per clinician, each exactly "Lewis Mbeki: 14 missed".
- Positions (lines under the table or the chart, columns at the right end, the section order of
  turn 5, the Role column gone) are read from drawn boxes and header rows (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
below = _MARKS["below"]
header_is = _MARKS["header_is"]
HEADERS_JS = _MARKS["HEADERS_JS"]
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
lines_in_order = _MARKS["lines_in_order"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]

HEADING = {"heading": "Harlow Green Dental Practice: missed appointments, July to September 2026"}
CLIN = {"section": "Clinicians"}
CLIN_TABLE = {"role": "table", "within": CLIN}
DENT = {"section": "Dentists"}
HYG = {"section": "Hygienists"}
CHART_SECTION = {"section": "Missed appointments by clinician"}
CHART = {"chart": True, "within": CHART_SECTION}
NAMES = ["Dr Amina Okafor", "Dr Tom Reyes", "Dr Priya Natarajan", "Dr Sean Doyle", "Hannah Kerr", "Lewis Mbeki"]
MISSED_T2 = [("Dr Tom Reyes", 46), ("Dr Sean Doyle", 40), ("Dr Amina Okafor", 31), ("Hannah Kerr", 27),
             ("Dr Priya Natarajan", 19), ("Lewis Mbeki", 14)]
MISSED_T4 = [("Dr Tom Reyes", 46), ("Dr Sean Doyle", 40), ("Dr Priya Natarajan", 37), ("Dr Amina Okafor", 31),
             ("Hannah Kerr", 27), ("Lewis Mbeki", 14)]


def chart_t2(ctx) -> None:
    chart_either_way(ctx, CHART, MISSED_T2)


def chart_t4(ctx) -> None:
    chart_either_way(ctx, CHART, MISSED_T4)


def to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in MISSED_T2}, axis="either", from_zero=True)


def to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in MISSED_T4}, axis="either", from_zero=True)


def _names_probe(ctx, data):
    return names_probe(lambda: names_starting(ctx, CHART, NAMES),
                       [(who, f"{who}: {v} missed") for who, v in data])


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, MISSED_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, MISSED_T4))


def role_lines_under_table(ctx) -> None:
    for line in ("Dentists:", "Hygienists:"):
        below(ctx, CLIN_TABLE, "the table", line, CLIN)
    lines_in_order(ctx, ["Dentists:", "Hygienists:"], CLIN, "under the table")


def review_line_after_role_lines(ctx) -> None:
    below(ctx, CLIN_TABLE, "the table", "Clinicians to review:", CLIN)
    lines_in_order(ctx, ["Dentists:", "Hygienists:", "Clinicians to review:"], CLIN, "under the table")


def fees_line_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Estimated lost fees:", CHART_SECTION)


def new_columns_at_end(ctx) -> None:
    def probe():
        h = ctx.locate(CLIN_TABLE).first.evaluate(HEADERS_JS)
        want = ["Late cancellations", "Lost-slot rate", "Status"]
        if len(h) < 3 or not all(header_is(a, b) for a, b in zip(h[-3:], want)):
            return False, f"the table's columns do not end {want}: {h}"
        return True, ""
    ctx.until(probe)


def _role_table_columns(ctx, section: dict, what: str) -> None:
    want = ["Clinician", "Booked", "Missed", "Missed rate", "Late cancellations", "Lost-slot rate", "Status"]

    def probe():
        try:
            h = ctx.locate({"role": "table", "within": section}).first.evaluate(HEADERS_JS)
        except Exception as exc:  # noqa: BLE001 - reported as the failure
            return False, f"no table in the {what} section: {exc}"
        if any(header_is(x, "Role") for x in h):
            return False, f"the {what} table still has a Role column: {h}"
        if len(h) != len(want) or not all(header_is(a, b) for a, b in zip(h, want)):
            return False, f"the {what} table's columns are {h}, wanted {want}"
        return True, ""
    ctx.until(probe)


def dentist_columns(ctx) -> None:
    _role_table_columns(ctx, DENT, "Dentists")


def hygienist_columns(ctx) -> None:
    _role_table_columns(ctx, HYG, "Hygienists")


def role_sections_order(ctx) -> None:
    """Dentists, then directly Hygienists, then the chart section, all under the page heading."""
    tops_in_order(ctx, [("the page heading", HEADING), ("the Dentists section", DENT), ("the Hygienists section", HYG),
               ("the Missed appointments by clinician section", CHART_SECTION)])


def practice_lines_under_hygienists(ctx) -> None:
    table = {"role": "table", "within": HYG}
    for line in ("Practice:", "Clinicians to review:"):
        below(ctx, table, "the Hygienists table", line, HYG)
    lines_in_order(ctx, ["Practice:", "Clinicians to review:"], HYG, "under the Hygienists table")
