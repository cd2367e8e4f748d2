"""Checks no verb can say for interaction/039 (babysitting co-op points ledger): what the family
dropdowns and the Sit dropdown offer, in order, leaving out their "Choose a family" / "Choose a sit"
starting choice however it is marked (an empty-valued placeholder or an ordinary option)."""

from __future__ import annotations

import re


def _families(ctx, field: str, wanted: list[str]) -> None:
    offered = [o.strip() for o in ctx.options({"field": field}) if o.strip().lower() != "choose a family"]
    if offered != wanted:
        raise AssertionError(f'the "{field}" dropdown offers {offered}, wanted {wanted} (the Families order)')


def log_options_three(ctx) -> None:
    """Sitter and Sat for offer brandt, Mendes, Okafor (alphabetical, case ignored)."""
    for field in ("Sitter", "Sat for"):
        _families(ctx, field, ["brandt", "Mendes", "Okafor"])


def log_options_four(ctx) -> None:
    """After Ames joins, Sitter and Sat for offer Ames first."""
    for field in ("Sitter", "Sat for"):
        _families(ctx, field, ["Ames", "brandt", "Mendes", "Okafor"])


def statement_options_three(ctx) -> None:
    _families(ctx, "Statement for", ["brandt", "Mendes", "Okafor"])


def statement_options_four(ctx) -> None:
    _families(ctx, "Statement for", ["Ames", "brandt", "Mendes", "Okafor"])


def _sits(ctx, wanted: list[int]) -> None:
    numbers = []
    for option in ctx.options({"field": "Sit"}):
        text = option.strip()
        if text.lower() == "choose a sit":
            continue
        m = re.match(r"Sit (\d+)(?!\d)", text)
        if not m:
            raise AssertionError(f'the "Sit" dropdown offers "{text}", not written like "Sit 2"')
        numbers.append(int(m.group(1)))
    if numbers != wanted:
        raise AssertionError(f'the "Sit" dropdown offers sits {numbers}, wanted {wanted} (not cancelled, in number order)')


def sit_options_123(ctx) -> None:
    _sits(ctx, [1, 2, 3])


def sit_options_13(ctx) -> None:
    _sits(ctx, [1, 3])


def sit_options_134(ctx) -> None:
    _sits(ctx, [1, 3, 4])


def sit_options_none(ctx) -> None:
    _sits(ctx, [])
