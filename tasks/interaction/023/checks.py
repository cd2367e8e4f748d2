"""Checks no verb can say for interaction/023 (team kanban board): the four columns stand side by
side, To do, Doing, Review and Done from left to right."""

from __future__ import annotations

COLUMNS = ["To do", "Doing", "Review", "Done"]


def columns_left_to_right(ctx) -> None:
    """Each column's section starts to the right of the one before it, in the order the request names."""
    def probe() -> tuple[bool, str]:
        lefts: list[float] = []
        for name in COLUMNS:
            loc = ctx.locate({"section": name})
            if not loc.count():
                return False, f"no section headed {name!r}"
            box = loc.first.bounding_box()
            if box is None:
                return False, f"the section {name!r} is not drawn"
            lefts.append(box["x"])
        if all(a < b for a, b in zip(lefts, lefts[1:])):
            return True, ""
        shown = ", ".join(f"{n} at x={x:.0f}" for n, x in zip(COLUMNS, lefts))
        return False, f"the columns are not side by side from left to right: {shown}"
    ctx.until(probe)
