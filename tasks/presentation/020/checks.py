"""Checks no verb can say for presentation/020 (dairy co-operative milk-collection report).

- The chart may be drawn either way: the request lets each farm's name sit "under or beside its
  bar", so columns and horizontal bars are both right. `chart_matches` and the scale checks try
  both orientations and pass when one holds.
- Bar names: the request asks for role="img" on every bar and an accessible name (an aria-label
  or an SVG <title>) in the form "Meadcroft: 61,920 litres". Names are read from the chart's aria
  snapshot (which honours both); only role img elements named after a farm count: exactly one
  per farm, each exactly in that form.
- Bars to scale: each named bar's length must follow one linear scale of its litres
  (tasks/_lib/figures.py), so a bar drawn from a stale figure is caught.
- Lines under the chart or table, columns at the right end, and the "Month at a glance" section
  under the page heading: positions read from the drawn boxes and the header row.
- The mark-name, column-order and drawn-order probes are the shared ones in tasks/_lib/marks.py.
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
below = _MARKS["below"]
box = _MARKS["box"]
columns_end = _MARKS["columns_end"]
columns_run = _MARKS["columns_run"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
chart_either_way = _FIGURES["chart_either_way"]
one_named = _MARKS["one_named"]

CHART_SECTION = {"section": "Litres by farm"}
CHART = {"chart": True, "within": CHART_SECTION}
FARM_SECTION = {"section": "Farm collections"}
TABLE = {"role": "table", "within": FARM_SECTION}
FARMS = ["Holloway Farm", "Brindle Leys", "Coldharbour", "Meadcroft", "Penfold Green", "Ashby Grange"]
# In order of litres, most first.
LITRES_T1 = [("Holloway Farm", 184260), ("Coldharbour", 142870), ("Penfold Green", 120340),
             ("Brindle Leys", 97430), ("Ashby Grange", 78610), ("Meadcroft", 61920)]
LITRES_T4 = [("Holloway Farm", 184260), ("Penfold Green", 120340), ("Coldharbour", 112870),
             ("Brindle Leys", 97430), ("Ashby Grange", 78610), ("Meadcroft", 61920)]


def _chart(ctx, data) -> None:
    chart_either_way(ctx, CHART, data)


def chart_t2(ctx) -> None:
    _chart(ctx, LITRES_T1)


def chart_t4(ctx) -> None:
    _chart(ctx, LITRES_T4)


def _to_scale(ctx, data) -> None:
    """One shared linear scale, as columns or as horizontal bars."""
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either")


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, LITRES_T1)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, LITRES_T4)


def _bar_names(ctx) -> list[str]:
    return names_starting(ctx, CHART, FARMS)


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _bar_names(ctx),
                       [(farm, f"{farm}: {n:,} litres") for farm, n in data],
                       forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, LITRES_T1))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, LITRES_T4, forbidden=("142,870", "142870")))


def coldharbour_named(ctx) -> None:
    one_named(ctx, lambda: _bar_names(ctx), "Coldharbour", "Coldharbour: 112,870 litres")


def largest_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Largest supplier:", CHART_SECTION)


def band_lines_under_table(ctx) -> None:
    """The three band lines sit under the table, A, B and C in that order."""
    tops = []
    for band in "ABC":
        below(ctx, TABLE, "the table", f"Band {band}:", FARM_SECTION)
    def probe():
        tops.clear()
        try:
            for band in "ABC":
                tops.append(box(ctx, {"text": f"Band {band}:", "within": FARM_SECTION}, f"the band {band} line")["y"])
        except AssertionError as exc:
            return False, str(exc)
        if not tops[0] < tops[1] < tops[2]:
            return False, f"the band lines are not in the order A, B, C (tops at {tops})"
        return True, ""
    ctx.until(probe)


def quality_columns_at_end(ctx) -> None:
    """Cell count (000/mL) then Band, right after Protein, at the right end (turn 3); only the
    Payment column that turn 5 adds at the right end may follow them."""
    columns_run(ctx, TABLE, ["Protein", "Cell count", "Band"], then=["Payment"])


def payment_last(ctx) -> None:
    columns_end(ctx, TABLE, ["Payment"])


def glance_first(ctx) -> None:
    """Page heading, then the "Month at a glance" section, then the Farm collections table."""
    tops_in_order(ctx, [
        ("the page heading", {"heading": "Wendlebury Vale milk collection, March 2026"}),
        ("the Month at a glance section", {"section": "Month at a glance"}),
        ("the Farm collections table", TABLE),
    ])
