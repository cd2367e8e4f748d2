"""Checks no verb can say for interaction/032 (Leitner flashcards): "Next day" does nothing while a
review runs, whether the app disables it, hides it or ignores the press."""

from __future__ import annotations


def _press_next_day_if_offered(ctx) -> None:
    loc = ctx.locate({"control": "Next day"})
    if loc.count() and loc.first.is_visible() and loc.first.is_enabled():
        ctx.expect({"click": {"control": "Next day"}})


def next_day_locked(ctx) -> None:
    """During the day-1 review Next day leaves the day at 1 (before and after an answer); once the
    review is done it moves the day on again."""
    ctx.expect({"click": {"control": "Start review"}}, {"expect_text": {"text": "Card 1 of 3"}})
    _press_next_day_if_offered(ctx)
    ctx.expect({"expect_text": {"text": "Today is day 1"}},
               {"expect_text": {"text": "Today is day 2", "absent": True}},
               {"click": {"control": "Show answer"}}, {"click": {"control": "Right"}},
               {"expect_text": {"text": "Card 2 of 3"}})
    _press_next_day_if_offered(ctx)
    ctx.expect({"expect_text": {"text": "Today is day 1"}},
               {"expect_text": {"text": "Today is day 2", "absent": True}},
               {"click": {"control": "Show answer"}}, {"click": {"control": "Right"}},
               {"click": {"control": "Show answer"}}, {"click": {"control": "Right"}},
               {"expect_text": {"text": "Session done: 3 right, 0 wrong"}},
               {"click": {"control": "Next day"}},
               {"expect_text": {"text": "Today is day 2"}})


def _raw_value(ctx, field: str) -> str:
    """What the field holds, spaces at its ends included (expect_value normalises them away)."""
    box: list[str] = []

    def probe() -> tuple[bool, str]:
        loc = ctx.locate({"field": field})
        if not loc.count():
            return False, f"no field {field!r}"
        box[:] = [loc.first.input_value()]
        return True, ""
    ctx.until(probe)
    return box[0]


def edit_reopens_trimmed(ctx) -> None:
    """Reopened after a save of "  Arabian coffee " / " Coffea arabica L ", the edit fields hold the
    stored text without spaces at its ends."""
    ctx.expect({"click": {"control": "Edit", "within": {"item": "Arabian coffee", "within": {"section": "Cards"}}}})
    front, back = _raw_value(ctx, "Edit front"), _raw_value(ctx, "Edit back")
    if front != "Arabian coffee" or back != "Coffea arabica L":
        raise AssertionError(f"after saving, the card was stored with the spaces at its ends: Edit front holds "
                             f"{front!r} and Edit back {back!r}, expected 'Arabian coffee' and 'Coffea arabica L'")
    ctx.expect({"click": {"control": "Cancel"}})
