"""Checks the vocabulary cannot state for interaction/026 (tip pool splitter): a first row that
offers no usable "Move up" (left out or disabled: the request leaves that free), and the
points-per-hour fields read as numbers (1 may be written "1" or "1.00")."""

from __future__ import annotations

FIRST_ROW_MOVE_UP = {"control": "Move up", "within": {"item": "Ana Ruiz"}}


def first_row_cannot_move_up(ctx) -> None:
    """Ana Ruiz heads the table: her row has no "Move up" button, or only a disabled one."""
    def probe() -> tuple[bool, str]:
        try:
            loc = ctx.locate(FIRST_ROW_MOVE_UP)
            n = loc.count()
        except Exception:  # no such control in the row
            return True, ""
        for i in range(n):
            el = loc.nth(i)
            if el.is_visible() and el.is_enabled() and (el.get_attribute("aria-disabled") or "").lower() != "true":
                return False, "the first row (Ana Ruiz) offers a usable \"Move up\" button"
        return True, ""

    ctx.until(probe)


WEIGHTS = {"Server": 1.0, "Bartender": 1.0, "Runner": 0.75, "Busser": 0.5}


def weights_start(ctx) -> None:
    """The four fields of "Points per hour" start at 1, 1, 0.75 and 0.5."""
    def probe() -> tuple[bool, str]:
        seen = {}
        for role, want in WEIGHTS.items():
            raw = ctx.value({"field": role, "within": {"section": "Points per hour"}}).strip()
            seen[role] = raw
            try:
                ok = abs(float(raw) - want) < 1e-9
            except ValueError:
                ok = False
            if not ok:
                return False, f"the Points per hour fields read {seen}; expected 1, 1, 0.75 and 0.5"
        return True, ""

    ctx.until(probe)
