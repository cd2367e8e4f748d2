"""Checks no verb can say for presentation/023 (city street-tree planting survival report).

- Bar names: the request asks for role="img" on every bar and an accessible name (an aria-label
  or an SVG <title>) in the form "Rowan: 1,465 trees". Names are read from the chart's aria
  snapshot (which honours both); only role img elements named like "<species>: …" count: exactly
  one per species, each exactly in that form.
- Bars to scale: each named bar's length must follow one linear scale of its trees
  (tasks/_lib/figures.py), so a bar drawn from a stale figure is caught.
- Lines under the chart or a table, the column at the right end or after Planted, the empty
  All wards cell and the "Summary" section under the page heading: read from the drawn boxes,
  the header row and the cell's text.
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
header_is = _MARKS["header_is"]
columns_end = _MARKS["columns_end"]
tops_in_order = _MARKS["tops_in_order"]
names_probe = _MARKS["names_probe"]
headers = _MARKS["headers"]

SPECIES_SECTION = {"section": "Species mix"}
CHART = {"chart": True, "within": SPECIES_SECTION}
WARDS_SECTION = {"section": "Wards"}
WARD_TABLE = {"role": "table", "within": WARDS_SECTION}
REPLANT_SECTION = {"section": "Replanting"}
REPLANT_TABLE = {"role": "table", "within": REPLANT_SECTION}
SPECIES = ["Field maple", "Rowan", "Silver birch", "Small-leaved lime", "Hornbeam", "Wild cherry"]
TREES_T2 = [1820, 1465, 1210, 1095, 940, 660]
TREES_T4 = [1820, 1585, 1210, 1095, 940, 540]

_SPECIES = re.compile(r"^(Field maple|Rowan|Silver birch|Small-leaved lime|Hornbeam|Wild cherry):", re.I)


def _bar_names(ctx) -> list[str]:
    names = img_names(ctx, CHART)
    return [n for n in names if _SPECIES.match(n)]


def _names_probe(ctx, trees: list[int], forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _bar_names(ctx),
                       [(species, f"{species}: {n:,} trees") for species, n in zip(SPECIES, trees)],
                       count=len(trees), forbidden=forbidden, fold_case=True)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, TREES_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, TREES_T4, forbidden=("1,465", "1465", ": 660", "660 ")))


def corrected_species_named(ctx) -> None:
    def probe():
        names = _bar_names(ctx)
        for want in ("Rowan: 1,585 trees", "Wild cherry: 540 trees"):
            species = want.split(":")[0]
            mine = [n for n in names if n.lower().startswith(species.lower() + ":")]
            if mine != [want]:
                return False, f"the {species} bar is named {mine}, wanted {want!r}"
        return True, ""
    ctx.until(probe)


def bars_to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{s}:": v for s, v in zip(SPECIES, TREES_T2)}, marks="bars", what="bar")


def bars_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{s}:": v for s, v in zip(SPECIES, TREES_T4)}, marks="bars", what="bar")


def most_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Most planted:", SPECIES_SECTION)


def meeting_under_table(ctx) -> None:
    below(ctx, WARD_TABLE, "the Wards table", "Wards meeting the target:", WARDS_SECTION)


def cost_under_table(ctx) -> None:
    below(ctx, REPLANT_TABLE, "the Replanting table", "Total replanting cost:", REPLANT_SECTION)


def target_last(ctx) -> None:
    columns_end(ctx, WARD_TABLE, ["Target met"], "the Wards table")


def per_thousand_after_planted(ctx) -> None:
    def probe():
        h = headers(ctx, WARD_TABLE)
        at = [i for i, x in enumerate(h) if header_is(x, "Planted per 1,000 residents")]
        planted = [i for i, x in enumerate(h) if re.fullmatch(r"Planted(\s*\(.*\))?", x, re.I)]
        if not at or not planted or at[0] != planted[0] + 1:
            return False, f"'Planted per 1,000 residents' does not come directly after Planted: {h}"
        return True, ""
    ctx.until(probe)


def all_wards_target_empty(ctx) -> None:
    def probe():
        try:
            text = ctx.text({"column": "Target met", "row": "All wards", "within": WARDS_SECTION})
        except Exception as exc:  # noqa: BLE001 - the cell is missing
            return False, f"no Target met cell in the All wards row: {exc}"
        if text.strip():
            return False, f"the All wards row's Target met cell reads {text!r}, wanted it empty"
        return True, ""
    ctx.until(probe)


def summary_first(ctx) -> None:
    """Page heading, then the "Summary" section, then the Wards table."""
    tops_in_order(ctx, [
        ("the page heading", {"heading": "Brenmouth street trees 2024-25"}),
        ("the Summary section", {"section": "Summary"}),
        ("the Wards table", WARD_TABLE),
    ])
