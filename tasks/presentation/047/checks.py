"""Checks no verb can say for presentation/047 (veterinary practice consultations by species and vet).

- The chart may be drawn as columns or as horizontal bars (a species' name goes "under or beside its
  bar"), so the chart checks try both orientations (tasks/_lib/figures.py ``chart_either_way``).
- Bars to scale and from 0 (``drawn_to_scale``): each named bar's length is one linear function of its
  consultations with no offset, so a bar from a stale figure or clipped at an old axis end fails.
- Bar names are read from the chart's aria snapshot (an aria-label and an SVG <title> alike): exactly
  one role img per species, each exactly "Rabbits: 88 consultations".
- Lines under a table or the chart, the Change on October column after Consultations, and the order of
  the three sections: positions read from drawn boxes and the header row (tasks/_lib/marks.py).
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

HEADING = {"heading": "Ashgrove Veterinary Surgery consultations, November 2026"}
SPECIES_SECTION = {"section": "By species"}
SPECIES_TABLE = {"role": "table", "within": SPECIES_SECTION}
CHART_SECTION = {"section": "Consultations by species"}
CHART = {"chart": True, "within": CHART_SECTION}
VET_SECTION = {"section": "By vet"}
VET_TABLE = {"role": "table", "within": VET_SECTION}
SPECIES = ["Dogs", "Cats", "Guinea pigs", "Rabbits", "Birds", "Reptiles"]
# Consultations in the table's order (most first).
CONSULTATIONS_T2 = [("Dogs", 486), ("Cats", 402), ("Guinea pigs", 96), ("Rabbits", 88), ("Birds", 41), ("Reptiles", 29)]
CONSULTATIONS_T4 = [("Dogs", 486), ("Cats", 402), ("Rabbits", 116), ("Guinea pigs", 96), ("Birds", 41), ("Reptiles", 29)]


def chart_t2(ctx) -> None:
    chart_either_way(ctx, CHART, CONSULTATIONS_T2)


def chart_t4(ctx) -> None:
    chart_either_way(ctx, CHART, CONSULTATIONS_T4)


def _to_scale(ctx, data) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either", from_zero=True)


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, CONSULTATIONS_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, CONSULTATIONS_T4)


def _bar_names(ctx) -> list[str]:
    return [n for n in img_names(ctx, CHART) if any(n.startswith(f"{s}:") for s in SPECIES)]


def _names_probe(ctx, data):
    def probe():
        names = _bar_names(ctx)
        if len(names) != len(data):
            return False, f"{len(names)} bars with role img named like 'Rabbits: …', wanted {len(data)}: {names}"
        for species, v in data:
            want = f"{species}: {v:,} consultations"
            mine = [x for x in names if x.startswith(f"{species}:")]
            if mine != [want]:
                return False, f"the {species} bar is named {mine}, wanted {want!r}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, CONSULTATIONS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, CONSULTATIONS_T4))


def rabbits_named(ctx) -> None:
    def probe():
        names = [n for n in _bar_names(ctx) if n.startswith("Rabbits:")]
        if names != ["Rabbits: 116 consultations"]:
            return False, f"the Rabbits bar is named {names}, wanted 'Rabbits: 116 consultations'"
        return True, ""
    ctx.until(probe)


def no_old_bar_names(ctx) -> None:
    def probe():
        bad = [n for n in img_names(ctx, {"chart": True}) if "1,142" in n or "1142" in n or "176" in n]
        if bad:
            return False, f"a bar still carries an old figure: {bad}"
        return True, ""
    ctx.until(probe)


def _in_order(ctx, texts: list[str], section: dict, what: str) -> None:
    def probe():
        try:
            tops = [box(ctx, {"text": t, "within": section}, f"the line '{t}'")["y"] for t in texts]
        except AssertionError as exc:
            return False, str(exc)
        if not all(a < b for a, b in zip(tops, tops[1:])):
            return False, f"the lines {texts} are not in that order {what} (tops at {tops})"
        return True, ""
    ctx.until(probe)


def chart_lines_under_chart(ctx) -> None:
    for line in ("Dogs and cats:", "Consultations per opening day:"):
        below(ctx, CHART, "the chart", line, CHART_SECTION)


def vet_lines_under_table(ctx) -> None:
    lines = ["Vets on a Heavy workload:", "Practice-wide consultations per hour:"]
    for line in lines:
        below(ctx, VET_TABLE, "the By vet table", line, VET_SECTION)
    _in_order(ctx, lines, VET_SECTION, "under the By vet table")


def more_line_under_table(ctx) -> None:
    below(ctx, SPECIES_TABLE, "the By species table", "Species seen more often than in October:", SPECIES_SECTION)


def _below_bottom(ctx, targets: list[tuple[str, dict]]) -> None:
    """Each target starts below the bottom of the one before it."""
    def probe():
        try:
            boxes = [(what, box(ctx, t, what)) for what, t in targets]
        except AssertionError as exc:
            return False, str(exc)
        for (a, ba), (b, bb) in zip(boxes, boxes[1:]):
            if not ba["y"] + ba["height"] <= bb["y"] + 2:
                return False, (f"{b} (top at y={bb['y']:.0f}) does not come below {a} "
                               f"(bottom at y={ba['y'] + ba['height']:.0f})")
        return True, ""
    ctx.until(probe)


def _tops_in_order(ctx, targets: list[tuple[str, dict]]) -> None:
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


def chart_below_species(ctx) -> None:
    """The chart section comes after the By species section, its chart below the By species table."""
    _tops_in_order(ctx, [("the By species section", SPECIES_SECTION),
                         ("the Consultations by species section", CHART_SECTION)])
    _below_bottom(ctx, [("the By species table", SPECIES_TABLE), ("the chart", CHART)])


def vet_below_chart(ctx) -> None:
    _tops_in_order(ctx, [("the Consultations by species section", CHART_SECTION), ("the By vet section", VET_SECTION)])
    _below_bottom(ctx, [("the chart", CHART), ("the By vet table", VET_TABLE)])


def vet_first(ctx) -> None:
    """Page heading, then the By vet section, then By species (the chart stays below By species)."""
    _tops_in_order(ctx, [("the page heading", HEADING), ("the By vet section", VET_SECTION),
                         ("the By species section", SPECIES_SECTION)])
    _below_bottom(ctx, [("the page heading", HEADING), ("the By vet table", VET_TABLE),
                        ("the By species table", SPECIES_TABLE)])


def change_after_consultations(ctx) -> None:
    def probe():
        h = ctx.locate(SPECIES_TABLE).first.evaluate(HEADERS_JS)
        at = [i for i, x in enumerate(h) if header_is(x, "Consultations")]
        if not at or len(h) <= at[0] + 1 or not header_is(h[at[0] + 1], "Change on October"):
            return False, f"'Change on October' does not come directly after 'Consultations': {h}"
        return True, ""
    ctx.until(probe)
