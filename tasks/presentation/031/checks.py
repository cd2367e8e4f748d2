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
box = _MARKS["box"]
header_is = _MARKS["header_is"]
HEADERS_JS = _MARKS["HEADERS_JS"]
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]

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
    return [n for n in img_names(ctx, CHART) if any(n.startswith(f"{a}:") for a in AIRLINES)]


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    def probe():
        names = _names(ctx)
        if len(names) != len(data):
            return False, f"{len(names)} bars with role img named like 'Solway Jet: …', wanted {len(data)}: {names}"
        for airline, n in data:
            want = f"{airline}: {n:,} passengers"
            mine = [x for x in names if x.startswith(f"{airline}:")]
            if mine != [want]:
                return False, f"the {airline} bar is named {mine}, wanted {want!r}"
        stale = [x for x in names if any(f in x for f in forbidden)]
        if stale:
            return False, f"a bar still carries an old figure: {stale}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, PAX_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, PAX_T4, forbidden=("12,075", "12075")))


def bluecrest_named(ctx) -> None:
    def probe():
        names = [n for n in _names(ctx) if n.startswith("Bluecrest Airways:")]
        if names != ["Bluecrest Airways: 8,975 passengers"]:
            return False, f"the Bluecrest Airways bar is named {names}, wanted 'Bluecrest Airways: 8,975 passengers'"
        return True, ""
    ctx.until(probe)


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


def _in_order(ctx, texts: list[str]) -> None:
    def probe():
        try:
            tops = [box(ctx, {"text": t, "within": AIRLINE_SECTION}, f"the line '{t}…'")["y"] for t in texts]
        except AssertionError as exc:
            return False, str(exc)
        if any(not a < b for a, b in zip(tops, tops[1:])):
            return False, f"the lines {texts} are not drawn in this order (tops at {[round(t) for t in tops]})"
        return True, ""
    ctx.until(probe)


RATING_LINES = ["Good:", "Fair:", "Poor:"]


def rating_lines_under_table(ctx) -> None:
    for t in RATING_LINES:
        below(ctx, TABLE, "the table", t, AIRLINE_SECTION)
    _in_order(ctx, RATING_LINES)


def growth_line_after_ratings(ctx) -> None:
    below(ctx, TABLE, "the table", "Airlines with more passengers than in 2025:", AIRLINE_SECTION)
    _in_order(ctx, RATING_LINES + ["Airlines with more passengers than in 2025:"])


def _headers(ctx) -> list[str]:
    return ctx.locate(TABLE).first.evaluate(HEADERS_JS)


def punctuality_columns_last(ctx) -> None:
    """On time then Rating, the last two columns of the table."""
    def probe():
        h = _headers(ctx)
        if len(h) < 2 or not (header_is(h[-2], "On time") and header_is(h[-1], "Rating")):
            return False, f"the table's columns do not end with On time, Rating: {h}"
        return True, ""
    ctx.until(probe)


def change_after_passengers(ctx) -> None:
    def probe():
        h = _headers(ctx)
        at = [i for i, x in enumerate(h) if header_is(x, "Passengers")]
        if not at or len(h) <= at[0] + 1 or not header_is(h[at[0] + 1], "Change on 2025"):
            return False, f"'Change on 2025' is not the column directly after Passengers: {h}"
        return True, ""
    ctx.until(probe)


def chart_section_first(ctx) -> None:
    """Page heading, then the Passengers by airline section, then the Airlines section."""
    targets = [("the page heading", HEADING), ("the Passengers by airline section", CHART_SECTION),
               ("the Airlines section", AIRLINE_SECTION)]

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
