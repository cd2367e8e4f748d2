"""Checks no verb can say for interaction/046 (weekly meal planner): where the This week table's named
columns stand among its headers (a column of buttons may stand anywhere), servings buttons at their
limits (pressed only when offered and enabled: "does nothing or is disabled"), piece lines written
without a unit, and the budget field's starting value (50 or 50.00)."""

from __future__ import annotations

import re
import runpy
from pathlib import Path

_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
header_is = _MARKS["header_is"]
headers = _MARKS["headers"]

WEEK = {"section": "This week"}
TABLE = {"role": "table", "within": WEEK}
RECIPES = {"section": "Recipes"}


def _in_order(ctx, names: list[str]) -> None:
    def probe() -> tuple[bool, str]:
        if not ctx.locate(TABLE).count():
            return False, "the This week table is not on the page"
        h = headers(ctx, TABLE)
        at = {n: next((i for i, x in enumerate(h) if header_is(x, n)), None) for n in names}
        missing = [n for n, i in at.items() if i is None]
        if missing:
            return False, f"the This week table has no column {missing}: {h}"
        pos = [at[n] for n in names]
        if pos != sorted(pos):
            return False, f"the This week table's columns are not in the order {names}: {h}"
        return True, ""
    ctx.until(probe)


def columns_t1(ctx) -> None:
    """The This week table has the columns Day, Meal, Recipe and Servings, in this order."""
    _in_order(ctx, ["Day", "Meal", "Recipe", "Servings"])


def columns_t5(ctx) -> None:
    """Cost comes after Servings (and after Day, Meal, Recipe)."""
    _in_order(ctx, ["Day", "Meal", "Recipe", "Servings", "Cost"])


_UNIT_AFTER = r"(?![\d.,]| ?(pcs?|pieces?|x|each|whole|eggs?|onions?)\b)"


def recipe_pieces_no_unit(ctx) -> None:
    """The piece lines of the recipes read "Onion: 1" and "Eggs: 3", with no unit after the number."""
    for recipe, line in [("Lentil curry", "Onion: 1"), ("Tomato pasta", "Onion: 1"), ("Bean chilli", "Onion: 1"),
                         ("Spinach omelette", "Eggs: 3")]:
        name, n = line.split(": ")
        ctx.expect({"expect_text": {"regex": f"(?<![A-Za-z]){name}: {n}{_UNIT_AFTER}",
                                    "within": {"item": recipe, "within": RECIPES}}})


def _press_if_offered(ctx, target: dict) -> None:
    loc = ctx.locate(target)
    if not loc.count():
        raise AssertionError(f"no {target['control']} button on the row")
    el = loc.first
    if el.is_visible() and el.is_enabled() and (el.get_attribute("aria-disabled") or "").lower() != "true":
        ctx.expect({"click": target})


def less_at_one(ctx) -> None:
    """"Less" on Tomato pasta at 1 serving, pressed when enabled."""
    _press_if_offered(ctx, {"control": "Less", "within": {"item": "Tomato pasta", "within": WEEK}})


def more_at_eight(ctx) -> None:
    """"More" on Bean chilli at 8 servings, pressed when enabled."""
    _press_if_offered(ctx, {"control": "More", "within": {"item": "Bean chilli", "within": WEEK}})


def budget_starts_at_50(ctx) -> None:
    """"Weekly budget (£)" starts at 50 (written 50 or 50.00)."""
    target = {"field": "Weekly budget (£)", "within": {"section": "Budget"}}

    def probe() -> tuple[bool, str]:
        value = (ctx.value(target) or "").strip()
        ok = re.fullmatch(r"50(\.0{1,2})?", value) is not None
        return ok, f"Weekly budget (£) starts at {value!r}, wanted 50"
    ctx.until(probe)
