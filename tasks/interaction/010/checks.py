"""Escape-hatch checks for interaction/010: disabled states the check verbs cannot express."""

from playwright.sync_api import expect


def add_mug_disabled(ctx) -> None:
    button = ctx.page.get_by_role("button", name="Add Ceramic mug").filter(visible=True).first
    try:
        expect(button).to_be_disabled(timeout=2500)
    except AssertionError:
        raise AssertionError('button "Add Ceramic mug" is not disabled') from None
