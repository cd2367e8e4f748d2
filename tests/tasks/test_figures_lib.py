"""tasks/_lib/figures.py, the chart checks task checks.py files share: marks drawn to one linear scale
pass (also from a baseline other than zero, with pixel rounding); a mark off that scale fails with
its name; `from_zero` rejects a baseline other than 0 and `axis="either"` takes columns or rows;
too few named marks, or a bar drawn from several shapes, are not judged."""

from __future__ import annotations

import runpy
from collections.abc import Callable
from pathlib import Path

import pytest

FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "tasks" / "_lib" / "figures.py"))
scale_problem: Callable[..., str | None] = FIGURES["scale_problem"]

DATA = {"A:": 14, "B:": 22, "C:": 17, "D:": 6, "F:": 3}


def _columns(height: Callable[[float], float], data=DATA, base: float = 300) -> list[dict]:
    return [{"i": i, "name": f"{k} …", "parts": [{"left": 20 * i, "right": 20 * i + 14, "top": base - height(v),
                                                    "bottom": base}]}
            for i, (k, v) in enumerate(data.items())]


def _rows(length: Callable[[float], float]) -> list[dict]:
    return [{"i": i, "name": k, "parts": [{"left": 100, "right": 100 + length(v), "top": 30 * i, "bottom": 30 * i + 20}]}
            for i, (k, v) in enumerate(DATA.items())]


@pytest.mark.parametrize("height", [lambda v: 9.5 * v, lambda v: round(7.3 * v), lambda v: 12 * (v - 2.5)],
                         ids=["from zero", "rounded to pixels", "baseline above zero"])
def test_bars_on_one_scale_pass(height):
    assert scale_problem(_columns(height), DATA) is None
    assert scale_problem(_rows(height), DATA, axis="y") is None


def test_a_bar_clipped_at_a_stale_axis_end_fails_by_name():
    problem = scale_problem(_columns(lambda v: 10 * min(v, 20)), DATA)
    assert problem and "'B'" in problem and "20 px shorter" in problem and "one scale" in problem
    problem = scale_problem(_rows(lambda v: 10 * v + (15 if v == 6 else 0)), DATA, axis="y")
    assert problem and "'D'" in problem and "longer" in problem


def test_a_few_pixels_off_is_caught_among_few_bars():
    quarters = {"Q1:": 10512.0, "Q2:": 10811.95, "Q3:": 11905.4, "Q4:": 11495.8}
    px = 200 / 12000
    problem = scale_problem(_columns(lambda v: px * min(v, 11600), quarters), quarters)
    assert problem and "'Q3'" in problem and "5 px shorter" in problem
    assert scale_problem(_columns(lambda v: round(px * v), quarters), quarters) is None


def test_bars_that_shrink_as_values_grow_fail():
    problem = scale_problem(_columns(lambda v: 300 - 10 * v), DATA)
    assert problem and "do not grow" in problem


def test_points_follow_their_values_by_height():
    def points(shift: dict[str, float]) -> list[dict]:
        return [{"i": i, "name": k, "parts": [{"left": 40 * i - 4, "right": 40 * i + 4,
                                                "top": 296 - 8 * v - shift.get(k, 0), "bottom": 304 - 8 * v - shift.get(k, 0)}]}
                for i, (k, v) in enumerate(DATA.items())]
    assert scale_problem(points({}), DATA, marks="points") is None
    problem = scale_problem(points({"C:": 12}), DATA, marks="points", what="point")
    assert problem and "point for 'C'" in problem and "12 px higher" in problem


def test_what_cannot_be_judged_is_left_to_other_requirements():
    two = {k: DATA[k] for k in ("A:", "B:")}
    assert scale_problem(_columns(lambda v: 10 * v, two), two) is None  # fewer than three marks
    marks = _columns(lambda v: 10 * min(v, 20))
    marks[1]["parts"].append({"left": 20, "right": 34, "top": 0, "bottom": 300})  # B: a track and its fill
    assert scale_problem(marks, DATA) is None
    twice = _columns(lambda v: 10 * min(v, 20))
    twice.append({**twice[1], "parts": [{"left": 200, "right": 214, "top": 10, "bottom": 300}]})  # two marks named B
    assert scale_problem(twice, DATA) is None


def test_from_zero_rejects_a_baseline_above_zero_and_keeps_rounded_bars():
    shifted = scale_problem(_columns(lambda v: 12 * (v - 2.5)), DATA, from_zero=True)
    assert shifted and "not measured from 0" in shifted and "-30 px" in shifted
    assert scale_problem(_columns(lambda v: round(7.3 * v)), DATA, from_zero=True) is None
    assert scale_problem(_rows(lambda v: 9.5 * v), DATA, axis="y", from_zero=True) is None
    # a bar off the shared scale is still named first
    clipped = scale_problem(_columns(lambda v: 10 * min(v, 20)), DATA, from_zero=True)
    assert clipped and "'B'" in clipped


def test_either_axis_accepts_columns_or_rows_and_names_both_failures():
    assert scale_problem(_columns(lambda v: 9.5 * v), DATA, axis="either", from_zero=True) is None
    assert scale_problem(_rows(lambda v: 9.5 * v), DATA, axis="either", from_zero=True) is None
    problem = scale_problem(_rows(lambda v: 10 * v + (15 if v == 6 else 0)), DATA, axis="either")
    assert problem and problem.startswith("as columns: ") and "; as horizontal bars: " in problem and "'D'" in problem
