"""Checks no verb can say for presentation/031 (regional airport passengers by airline).

- The request lets each airline's name sit "under or beside its bar": columns and horizontal
  bars are both right, so the chart checks accept either orientation.
- Bar names come from the chart's aria snapshot (aria-label and SVG <title> alike): exactly one
  role img per airline, each exactly "Solway Jet: 9,640 passengers".
- Bars to scale: every named bar's length is one linear function of its passengers
  (tasks/_lib/figures.py), so a bar drawn from a stale figure or clipped at an axis end fails;
  and, as the request measures every bar from 0, each length is in proportion to its value.
- Lines under the chart or the table, the On time and Rating columns at the right end, the
  Change on 2025 column after Passengers and the chart section moved under the page heading are
  read from drawn boxes and the header row (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
below = _MARKS["below"]
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
columns_end = _MARKS["columns_end"]
column_after = _MARKS["column_after"]
lines_in_order = _MARKS["lines_in_order"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
one_named = _MARKS["one_named"]

HEADING = {"heading": "Carrickfell Airport passengers, October 2026"}
CHART_SECTION = {"section": "Passengers by airline"}
CHART = {"chart": True, "within": CHART_SECTION}
AIRLINE_SECTION = {"section": "Airlines"}
TABLE = {"role": "table", "within": AIRLINE_SECTION}
AIRLINES = ["Skerry Air", "Northlink Express", "Bluecrest Airways", "Corran Aviation", "Heronwing", "Solway Jet"]
# Most passengers first.
PAX_T2 = [("Northlink Express", 31806), ("Heronwing", 24318), ("Skerry Air", 18452),
          ("Bluecrest Airways", 12075), ("Solway Jet", 9640), ("Corran Aviation", 6934)]
PAX_T4 = [("Northlink Express", 31806), ("Heronwing", 24318), ("Skerry Air", 18452),
          ("Solway Jet", 9640), ("Bluecrest Airways", 8975), ("Corran Aviation", 6934)]


def _either_way(ctx, data) -> None:
    chart_either_way(ctx, CHART, data)


def chart_t2(ctx) -> None:
    _either_way(ctx, PAX_T2)


def chart_t4(ctx) -> None:
    _either_way(ctx, PAX_T4)


def _scale(ctx, data) -> None:
    """One shared linear scale that starts at 0, as columns or as horizontal bars."""
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either", from_zero=True)


def to_scale_t2(ctx) -> None:
    _scale(ctx, PAX_T2)


def to_scale_t4(ctx) -> None:
    _scale(ctx, PAX_T4)


def _names(ctx) -> list[str]:
    return names_starting(ctx, CHART, AIRLINES)


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _names(ctx),
                       [(airline, f"{airline}: {n:,} passengers") for airline, n in data],
                       forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, PAX_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, PAX_T4, forbidden=("12,075", "12075")))


def bluecrest_named(ctx) -> None:
    one_named(ctx, lambda: _names(ctx), "Bluecrest Airways", "Bluecrest Airways: 8,975 passengers")


def no_old_names(ctx) -> None:
    def probe():
        stale = [n for n in img_names(ctx, CHART)
                 if "12,075" in n or "12075" in n or "103,225" in n or "103225" in n]
        if stale:
            return False, f"a bar still carries an old figure: {stale}"
        return True, ""
    ctx.until(probe)


def chart_lines_under(ctx) -> None:
    below(ctx, CHART, "the chart", "Busiest airline:", CHART_SECTION)
    below(ctx, CHART, "the chart", "Passengers per flight:", CHART_SECTION)


RATING_LINES = ["Good:", "Fair:", "Poor:"]


def rating_lines_under_table(ctx) -> None:
    for t in RATING_LINES:
        below(ctx, TABLE, "the table", t, AIRLINE_SECTION)
    lines_in_order(ctx, RATING_LINES, AIRLINE_SECTION)


def growth_line_after_ratings(ctx) -> None:
    below(ctx, TABLE, "the table", "Airlines with more passengers than in 2025:", AIRLINE_SECTION)
    lines_in_order(ctx, RATING_LINES + ["Airlines with more passengers than in 2025:"], AIRLINE_SECTION)


def punctuality_columns_last(ctx) -> None:
    """On time then Rating, the last two columns of the table."""
    columns_end(ctx, TABLE, ["On time", "Rating"])


def change_after_passengers(ctx) -> None:
    column_after(ctx, TABLE, "Change on 2025", "Passengers")


def chart_section_first(ctx) -> None:
    """Page heading, then the Passengers by airline section, then the Airlines section."""
    tops_in_order(ctx, [("the page heading", HEADING), ("the Passengers by airline section", CHART_SECTION),
               ("the Airlines section", AIRLINE_SECTION)])
