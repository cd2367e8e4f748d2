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
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
lines_in_order = _MARKS["lines_in_order"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
column_after = _MARKS["column_after"]
one_named = _MARKS["one_named"]
stacked = _MARKS["stacked"]

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
    return names_starting(ctx, CHART, SPECIES)


def _names_probe(ctx, data):
    return names_probe(lambda: _bar_names(ctx),
                       [(species, f"{species}: {v:,} consultations") for species, v in data])


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, CONSULTATIONS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, CONSULTATIONS_T4))


def rabbits_named(ctx) -> None:
    one_named(ctx, lambda: _bar_names(ctx), "Rabbits", "Rabbits: 116 consultations")


def no_old_bar_names(ctx) -> None:
    def probe():
        bad = [n for n in img_names(ctx, {"chart": True}) if "1,142" in n or "1142" in n or "176" in n]
        if bad:
            return False, f"a bar still carries an old figure: {bad}"
        return True, ""
    ctx.until(probe)


def chart_lines_under_chart(ctx) -> None:
    for line in ("Dogs and cats:", "Consultations per opening day:"):
        below(ctx, CHART, "the chart", line, CHART_SECTION)


def vet_lines_under_table(ctx) -> None:
    lines = ["Vets on a Heavy workload:", "Practice-wide consultations per hour:"]
    for line in lines:
        below(ctx, VET_TABLE, "the By vet table", line, VET_SECTION)
    lines_in_order(ctx, lines, VET_SECTION, "under the By vet table")


def more_line_under_table(ctx) -> None:
    below(ctx, SPECIES_TABLE, "the By species table", "Species seen more often than in October:", SPECIES_SECTION)


def chart_below_species(ctx) -> None:
    """The chart section comes after the By species section, its chart below the By species table."""
    tops_in_order(ctx, [("the By species section", SPECIES_SECTION),
                         ("the Consultations by species section", CHART_SECTION)])
    stacked(ctx, [("the By species table", SPECIES_TABLE), ("the chart", CHART)])


def vet_below_chart(ctx) -> None:
    tops_in_order(ctx, [("the Consultations by species section", CHART_SECTION), ("the By vet section", VET_SECTION)])
    stacked(ctx, [("the chart", CHART), ("the By vet table", VET_TABLE)])


def vet_first(ctx) -> None:
    """Page heading, then the By vet section, then By species (the chart stays below By species)."""
    tops_in_order(ctx, [("the page heading", HEADING), ("the By vet section", VET_SECTION),
                         ("the By species section", SPECIES_SECTION)])
    stacked(ctx, [("the page heading", HEADING), ("the By vet table", VET_TABLE),
                        ("the By species table", SPECIES_TABLE)])


def change_after_consultations(ctx) -> None:
    column_after(ctx, SPECIES_TABLE, "Change on October", "Consultations")
