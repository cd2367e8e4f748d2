"""Checks no verb can say for presentation/030 (courier depot first-attempt delivery report).

- The chart may be drawn either way: the request lets each round's name sit "under or beside its
  bar", so columns and horizontal bars are both right; the chart checks try both.
- Bar names: every bar has role="img" and an accessible name (aria-label or SVG <title>) in the
  form "Old Town: 90.0%", read from the chart's aria snapshot; exactly one per round.
- Bars to scale: each named bar's length follows one linear scale of its rate
  (tasks/_lib/figures.py), so a bar drawn from a stale figure is caught.
- Lines under the chart or the table, columns at the right end, and the "Week at a glance"
  section under the page heading: positions read from the drawn boxes and the header row.
- The mark-name, column-order and drawn-order probes are the shared ones in tasks/_lib/marks.py.
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
box = _MARKS["box"]
columns_end = _MARKS["columns_end"]
columns_run = _MARKS["columns_run"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
chart_either_way = _FIGURES["chart_either_way"]
one_named = _MARKS["one_named"]
below = _MARKS["below"]

CHART_SECTION = {"section": "Rate by round"}
CHART = {"chart": True, "within": CHART_SECTION}
TABLE_SECTION = {"section": "Delivery rounds"}
TABLE = {"role": "table", "within": TABLE_SECTION}
NAMES = ["Harbour Quarter", "Northgate Estate", "Old Town", "Riverside Flats", "Millbrook Villages", "Station Road"]
# In order of first-attempt rate, highest first: (round, parcels out, delivered first time).
RATES_T2 = [("Northgate Estate", 1120, 1034), ("Old Town", 520, 468), ("Riverside Flats", 830, 731),
            ("Harbour Quarter", 612, 534), ("Station Road", 540, 459), ("Millbrook Villages", 420, 352)]
RATES_T4 = [("Harbour Quarter", 612, 570), ("Northgate Estate", 1120, 1034), ("Old Town", 520, 468),
            ("Riverside Flats", 830, 731), ("Millbrook Villages", 408, 352), ("Station Road", 540, 459)]


def _pct(out: int, first: int) -> str:
    """The rate as shown: rounded half up to one decimal (exact integer arithmetic)."""
    tenths = (first * 2000 + out) // (2 * out)
    return f"{tenths // 10}.{tenths % 10}%"


def _values(rows):
    return [(n, first * 100 / out) for n, out, first in rows]


def _chart(ctx, data) -> None:
    chart_either_way(ctx, CHART, data)


def chart_t2(ctx) -> None:
    _chart(ctx, _values(RATES_T2))


def chart_t4(ctx) -> None:
    _chart(ctx, _values(RATES_T4))


def _to_scale(ctx, data) -> None:
    """One shared linear scale, as columns or as horizontal bars."""
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either")


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, _values(RATES_T2))


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, _values(RATES_T4))


def _bar_names(ctx) -> list[str]:
    return names_starting(ctx, CHART, NAMES)


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _bar_names(ctx),
                       [(name, f"{name}: {_pct(out, first)}") for name, out, first in data],
                       forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, RATES_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, RATES_T4))


def _named(ctx, want: str) -> None:
    one_named(ctx, lambda: _bar_names(ctx), want.split(":")[0], want)


def harbour_named(ctx) -> None:
    _named(ctx, "Harbour Quarter: 93.1%")


def millbrook_named(ctx) -> None:
    _named(ctx, "Millbrook Villages: 86.3%")


def target_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Rounds meeting the 90.0% target:")


STATUSES = ["On target", "Watch", "Action plan"]


def status_lines_under_table(ctx) -> None:
    """The three status lines sit under the table, On target, Watch and Action plan in that order."""
    lines = [f"{v}: " for v in STATUSES]
    for rx in lines:
        below(ctx, TABLE, "the table", rx)
    tops: list[float] = []

    def probe():
        tops.clear()
        try:
            for v, rx in zip(STATUSES, lines):
                tops.append(box(ctx, {"text": rx}, f"the {v} line")["y"])
        except AssertionError as exc:
            return False, str(exc)
        if not tops[0] < tops[1] < tops[2]:
            return False, f"the status lines are not in the order On target, Watch, Action plan (tops at {tops})"
        return True, ""
    ctx.until(probe)


def status_columns_at_end(ctx) -> None:
    """Missed then Status, right after First-attempt rate (turn 3); only the Redelivery cost column
    that turn 5 adds at the right end may follow them."""
    columns_run(ctx, TABLE, ["First-attempt rate", "Missed", "Status"], then=["Redelivery cost"])


def cost_column_last(ctx) -> None:
    columns_end(ctx, TABLE, ["Redelivery cost"])


def glance_first(ctx) -> None:
    """Page heading, then the "Week at a glance" section, then the Delivery rounds table."""
    tops_in_order(ctx, [
        ("the page heading", {"heading": "Ashworth Lane depot: first-attempt deliveries, week of 23 November 2026"}),
        ("the Week at a glance section", {"section": "Week at a glance"}),
        ("the Delivery rounds table", TABLE),
    ])
